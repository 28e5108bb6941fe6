// The allow list of sources that may reach the rack's user-facing services (the console
// among them), and its editor, which only fleet admins may open.
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'

import { systemChangeDisabledReason } from '~/api/system-change-reasons'
import { allowListView } from '~/api/queries/rack-networking'
import { AllowListEditForm } from '~/forms/allow-list-edit'
import { useFleetAccess } from '~/hooks/use-fleet-access'
import { Button } from '~/ui/Button'
import { PropertiesTable } from '~/ui/PropertiesTable'
import { Section } from '~/ui/Section'
import { formatDateTime } from '~/util/format'

import { ReadState } from '../silos/ReadState'

export function AllowListTab() {
  // a rack without the list's record answers 404: that is this part's error, not the page's
  const list = useQuery({ ...allowListView, throwOnError: false })
  const [editing, setEditing] = useState(false)
  const notAllowed = systemChangeDisabledReason(useFleetAccess(), 'editAllowList')
  const allowed = list.data?.allowedIps
  return (
    <Section
      title="Allow list"
      description="The source addresses that may reach the rack’s services, this console included"
      actions={
        allowed && (
          <Button
            variant="secondary"
            onClick={() => setEditing(true)}
            disabled={!!notAllowed}
            disabledReason={notAllowed}
          >
            Edit allow list
          </Button>
        )
      }
    >
      <ReadState reads={[list]} loading="Loading the allow list">
        {() =>
          list.data && (
            <PropertiesTable columns={1}>
              <PropertiesTable.Row label="Allowed sources">
                {list.data.allowedIps.allow === 'any' ? (
                  <span>Any</span>
                ) : (
                  <ul aria-label="Allowed networks" className="font-mono">
                    {list.data.allowedIps.ips.map((ip) => (
                      <li key={ip}>{ip}</li>
                    ))}
                  </ul>
                )}
              </PropertiesTable.Row>
              <PropertiesTable.Row label="Created">
                {formatDateTime(list.data.timeCreated)}
              </PropertiesTable.Row>
              <PropertiesTable.Row label="Modified">
                {formatDateTime(list.data.timeModified)}
              </PropertiesTable.Row>
            </PropertiesTable>
          )
        }
      </ReadState>
      {editing && allowed && (
        <AllowListEditForm current={allowed} onDismiss={() => setEditing(false)} />
      )}
    </Section>
  )
}
