// Its own module: every area's translations throw it, and the areas import each other.

/** A request the rack's API cannot express: the page should not have offered it */
export class Unexpressible extends Error {
  constructor(what: string) {
    super(`This rack's API cannot express ${what}`)
    this.name = 'Unexpressible'
  }
}
