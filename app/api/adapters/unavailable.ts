// Its own module: the first page's code (which must stay small) throws it for a retired
// operation without loading the adapters.

/** An operation the rack's API lacks; the console hides what needs one, so this is a bug. */
export class UnavailableOperation extends Error {
  constructor(op: string, version: string) {
    super(`API ${version} has no operation for ${op}`)
    this.name = 'UnavailableOperation'
  }
}
