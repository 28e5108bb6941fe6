// "Now" for what a page renders from the present moment (a chart's last hour, the audit
// log's range). The server renders at one moment and the browser hydrates a little later;
// a range computed from each side's own clock can differ by a minute's text, and the
// hydration then fails. So a page the server rendered is hydrated with the server's
// moment; after the takeover, and on a page rendered in the browser, it is this clock.
let pageMoment: () => number | undefined = () => undefined

/** Server: the moment of the render in progress; browser: the server's, until the takeover ends */
export function setPageMomentLookup(lookup: () => number | undefined) {
  pageMoment = lookup
}

/** The moment a first render should take as now */
export const pageNow = () => pageMoment() ?? Date.now()
