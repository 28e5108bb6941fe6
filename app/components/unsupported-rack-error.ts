// What the root loader throws for a rack the console cannot serve. Apart from its page
// (UnsupportedRack.tsx), which only such a rack loads.

/** What the probe found: an API the console does not serve, or no answer at all */
export type RackProbe = { rackApi: string; reason: string } | { failure: string }

export class UnsupportedRackError extends Error {
  constructor(readonly probe: RackProbe) {
    super(
      'failure' in probe
        ? `Could not ask the rack which API it speaks: ${probe.failure}`
        : `The rack speaks ${probe.rackApi}: ${probe.reason}`,
    )
    this.name = 'UnsupportedRackError'
  }
}
