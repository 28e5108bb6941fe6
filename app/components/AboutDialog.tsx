// The user menu's about box: which API the console speaks with this rack, and whether the
// rack chooses its API by version. Loaded when first opened (the menu is on every page).
import { useQuery } from '@tanstack/react-query'

import { rackApiQuery } from '~/api/queries/session'
import { INITIAL, NEWEST } from '~/api/rack-api'
import { versionLabel } from '~/api/rack-support'
import { Modal } from '~/ui/Modal'

const rowClass = 'grid grid-cols-[9rem_1fr] gap-3 py-1.5'

export default function AboutDialog({ onDismiss }: { onDismiss: () => void }) {
  const { data } = useQuery(rackApiQuery)
  return (
    <Modal isOpen title="About this console" onDismiss={onDismiss}>
      <Modal.Body>
        <dl className="divide-y divide-secondary">
          <div className={rowClass}>
            <dt>API version</dt>
            <dd className="text-default" data-testid="about-api-version">
              {!data ? 'Asking the rack…' : data.supported ? versionLabel(data.version) : '—'}
            </dd>
          </div>
          <div className={rowClass}>
            <dt>Rack</dt>
            <dd className="text-default">
              {!data
                ? '…'
                : !data.supported
                  ? `Speaks ${data.rackApi}, which this console does not support`
                  : data.versioned
                    ? 'Versioned: it serves several API versions and the console names one on every request'
                    : 'Unversioned: it serves one API (releases v14 to v17)'}
            </dd>
          </div>
          <div className={rowClass}>
            <dt>Console supports</dt>
            <dd>
              Release v14&apos;s unversioned API, and API versions {INITIAL} (release v18) through{' '}
              {NEWEST}
            </dd>
          </div>
        </dl>
      </Modal.Body>
    </Modal>
  )
}
