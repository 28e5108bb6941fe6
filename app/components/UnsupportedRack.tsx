// The full page for a rack the console cannot serve: what it speaks, why, and what the
// console supports. Shown by the root's error boundary when the root loader's probe of the
// rack's API (app/layouts/rack-api-loader.ts) finds no API in common or cannot reach it.
// Loaded only then: most visits never need it.
import { forgetRackApi, INITIAL, NEWEST } from '~/api/rack-api'

import type { RackProbe } from './unsupported-rack-error'

function tryAgain() {
  forgetRackApi()
  window.location.reload()
}

export function UnsupportedRack({ probe }: { probe: RackProbe }) {
  const failed = 'failure' in probe
  return (
    <main className="flex h-dvh min-h-0 items-center justify-center overflow-y-auto p-6">
      <div className="flex max-w-lg flex-col gap-4">
        <h1 className="text-2xl font-semibold text-default">
          {failed ? 'The rack did not answer' : 'This console does not support this rack'}
        </h1>
        {failed ? (
          <p className="text-secondary">
            Before showing a page, the console asks the rack which API it speaks. That request
            failed: <span className="font-mono text-default">{probe.failure}</span>
          </p>
        ) : (
          <p className="text-secondary">
            The rack speaks <strong className="text-default">{probe.rackApi}</strong>, because{' '}
            {probe.reason}.
          </p>
        )}
        <div className="rounded border border-default bg-raise px-4 py-3 text-sm text-secondary">
          <h2 className="mb-1 font-medium text-default">This console supports</h2>
          <ul className="list-disc pl-5">
            <li>release v14&apos;s unversioned API (racks of releases v14 to v17)</li>
            <li>
              API versions <span className="font-mono">{INITIAL}</span> (release v18) through{' '}
              <span className="font-mono">{NEWEST}</span>
            </li>
          </ul>
        </div>
        <div>
          <button
            type="button"
            onClick={tryAgain}
            className="rounded bg-accent px-3 py-1.5 text-sm font-medium text-inverse hover:bg-accent-hover"
          >
            Try again
          </button>
        </div>
      </div>
    </main>
  )
}
