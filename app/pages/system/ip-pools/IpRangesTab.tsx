// A pool's ranges, on its page: add one (a form over the page) or remove one. The API
// refuses to remove a range while addresses in it are allocated; its words show in the
// confirm's toast. Only fleet admins change a pool's ranges.
import { createColumnHelper } from '@tanstack/react-table'

import type { IpPoolRange } from '~/api/__generated_versions__/2026081901.0.0/Api'
import { systemChangeDisabledReason } from '~/api/system-change-reasons'
import { api, useApiMutation } from '~/api/client'
import { commandsOf } from '~/api/copy-as/load'
import { ipPoolRangeList } from '~/api/queries/ip-pools'
import { ActionLink } from '~/components/ActionLink'
import { useFleetAccess } from '~/hooks/use-fleet-access'
import { actionsColumn } from '~/table/columns'
import { QueryTable } from '~/table/QueryTable'
import { confirmAction } from '~/ui/confirm-store'
import { EmptyState } from '~/ui/EmptyState'
import { addToast } from '~/ui/toast-store'
import { formatDateTime } from '~/util/format'
import { isIpv4 } from '~/util/ip'
import { pb } from '~/util/path-builder'

const col = createColumnHelper<IpPoolRange>()

const address = (text: string) => <span className="font-mono text-xs">{text}</span>
const strong = (text: string) => <strong className="font-medium text-default">{text}</strong>

export function IpRangesTab({ pool }: { pool: string }) {
  const notAllowed = systemChangeDisabledReason(useFleetAccess(), 'changeIpPools')
  const remove = useApiMutation(api.systemIpPoolRangeRemove, {
    invalidates: ['systemIpPoolRangeList', 'systemIpPoolUtilizationView'],
    onSuccess(_, { body }) {
      addToast({
        variant: 'success',
        title: 'IP range removed',
        content: `${body.first} – ${body.last}`,
      })
    },
  })

  const columns = [
    col.accessor((r) => r.range.first, {
      id: 'first',
      header: 'First',
      cell: (info) => address(info.getValue()),
    }),
    col.accessor((r) => r.range.last, {
      id: 'last',
      header: 'Last',
      cell: (info) => address(info.getValue()),
    }),
    col.accessor((r) => (isIpv4(r.range.first) ? 'IPv4' : 'IPv6'), {
      id: 'version',
      header: 'Version',
    }),
    col.accessor('timeCreated', {
      header: 'Added',
      cell: (info) => (
        <span className="whitespace-nowrap text-secondary">{formatDateTime(info.getValue())}</span>
      ),
    }),
    actionsColumn<IpPoolRange>(({ range }) => {
      const params = { path: { pool }, body: range }
      return [
        {
          label: 'Remove',
          danger: true,
          disabled: notAllowed,
          onActivate: () =>
            confirmAction({
              title: 'Remove IP range',
              message: (
                <>
                  Remove {strong(`${range.first} – ${range.last}`)} from {strong(pool)}? Its
                  addresses can no longer be allocated from the pool.
                </>
              ),
              actionLabel: 'Remove',
              doAction: () => remove.mutateAsync(params),
              errorTitle: 'Could not remove IP range',
            }),
          commands: commandsOf({ op: 'systemIpPoolRangeRemove', params }),
        },
      ]
    }),
  ]

  const addLink = (
    <ActionLink to={pb.systemIpPoolRangesAdd({ pool })} disabled={notAllowed}>
      Add range
    </ActionLink>
  )

  return (
    <>
      <h2 className="sr-only">IP ranges</h2>
      <div className="mb-3 flex justify-end">{addLink}</div>
      <QueryTable
        label="IP ranges"
        query={ipPoolRangeList(pool)}
        columns={columns}
        getRowId={(r) => r.id}
        emptyState={
          <EmptyState
            title="No IP ranges"
            body="The pool gives out addresses from its ranges: add one before linking it to a silo."
          />
        }
      />
    </>
  )
}
