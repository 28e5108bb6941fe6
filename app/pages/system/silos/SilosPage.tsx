// The rack's silos (spec §2 `/system/silos`, operators only): each row leads to the silo's
// page, and New silo to the create page (off, saying why, for a fleet viewer). The list
// holds the discoverable silos.
import { createColumnHelper } from '@tanstack/react-table'

import type { Silo } from '~/api/__generated_versions__/2026081901.0.0/Api'
import { systemChangeDisabledReason } from '~/api/system-change-reasons'
import { queryClient } from '~/api/client'
import { siloList } from '~/api/queries/silos'
import { ActionLink } from '~/components/ActionLink'
import { useFleetAccess } from '~/hooks/use-fleet-access'
import { commonColumns } from '~/table/columns'
import { QueryTable } from '~/table/QueryTable'
import { EmptyState } from '~/ui/EmptyState'
import { PageHeader } from '~/ui/PageHeader'
import { pb } from '~/util/path-builder'
import { LinkCell } from '~/table/cells/LinkCell'

import { IDENTITY_MODE_LABEL } from './identity-mode'

export async function clientLoader() {
  await queryClient.fetchQuery(siloList.firstPage())
  return null
}

const col = createColumnHelper<Silo>()
const common = commonColumns<Silo>()

const columns = [
  col.accessor('name', {
    header: 'Name',
    cell: (info) => (
      <LinkCell to={pb.systemSilo({ silo: info.getValue() })}>{info.getValue()}</LinkCell>
    ),
  }),
  common.description,
  col.accessor('identityMode', {
    header: 'Identity mode',
    cell: (info) => IDENTITY_MODE_LABEL[info.getValue()],
  }),
  col.accessor('discoverable', {
    header: 'Discoverable',
    cell: (info) => (info.getValue() ? 'Yes' : 'No'),
  }),
  common.created,
]

export default function SilosPage() {
  const access = useFleetAccess()
  return (
    <>
      <PageHeader
        title="Silos"
        actions={
          <ActionLink
            to={pb.systemSilosNew()}
            disabled={systemChangeDisabledReason(access, 'createSilo')}
          >
            New silo
          </ActionLink>
        }
      />
      <QueryTable
        label="Silos"
        query={siloList}
        columns={columns}
        getRowId={(silo) => silo.id}
        emptyState={
          <EmptyState
            title="No silos"
            body="A silo holds its own users, projects and resources, kept apart from every other silo's."
          />
        }
      />
    </>
  )
}
