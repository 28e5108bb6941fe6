// The sleds the rack's inventory finds in its cubbies that are not part of the control plane
// yet, each with an "Add sled" that asks first (off for anyone but a fleet admin). Nexus
// answers them all on one page. Adding a sled proposes the rack's next trust quorum
// membership with it; once every member acknowledges, the sled joins. A rack from before
// rack membership (release v14 to v18) adds the sled at once, by the operation its API has.
import { useQuery } from '@tanstack/react-query'
import { createColumnHelper } from '@tanstack/react-table'

import type { UninitializedSled } from '~/api/__generated_versions__/2026081901.0.0/Api'
import { systemChangeDisabledReason } from '~/api/system-change-reasons'
import { api, useApiMutation } from '~/api/client'
import { uninitializedSledList } from '~/api/queries/hardware'
import { rackSupport } from '~/api/queries/session'
import { retired } from '~/api/retired'
import { InlineError } from '~/components/InlineError'
import { useFleetAccess } from '~/hooks/use-fleet-access'
import { RowsTable } from '~/table/RowsTable'
import { Button } from '~/ui/Button'
import { confirmAction } from '~/ui/confirm-store'
import { EmptyState } from '~/ui/EmptyState'
import { Section } from '~/ui/Section'
import { Spinner } from '~/ui/Spinner'
import { addToast } from '~/ui/toast-store'

const col = createColumnHelper<UninitializedSled>()

const strong = (text: string) => <strong className="font-medium text-default">{text}</strong>

export function UninitializedSleds() {
  const sleds = useQuery({ ...uninitializedSledList, throwOnError: false })
  const membership = useQuery(rackSupport('rackMembershipAddSleds', 'Rack membership changes'))
  const oneByOne = useQuery(rackSupport('sledAdd', 'Single sled adds'))
  // which way this rack adds a sled; undefined until its API is known
  const way = membership.data?.available
    ? 'membership'
    : oneByOne.data?.available
      ? 'direct'
      : undefined
  const unsupported =
    membership.data && oneByOne.data && !way
      ? "This rack's API adds sleds by no operation this console knows"
      : undefined
  const notAllowed = systemChangeDisabledReason(useFleetAccess(), 'addSled') || unsupported

  const invalidates = [
    'rackMembershipStatus',
    'sledList',
    'sledListUninitialized',
    'physicalDiskList',
    'sledPhysicalDiskList',
  ] as const
  const addByMembership = useApiMutation(api.rackMembershipAddSleds, {
    // the sled joins once the new membership commits: the lists show it then
    invalidates,
    onSuccess(_, { body }) {
      addToast({
        variant: 'success',
        title: 'Sled add requested',
        content: body.sledIds.map((s) => s.serialNumber).join(', '),
      })
    },
  })
  const addDirectly = useApiMutation(retired.sledAdd, {
    invalidates,
    onSuccess(_, { body }) {
      addToast({ variant: 'success', title: 'Sled added', content: body.serial })
    },
  })

  const confirmAdd = ({ baseboard, cubby, rackId }: UninitializedSled) =>
    confirmAction({
      title: 'Add sled',
      message: (
        <>
          Add the sled in cubby {strong(String(cubby))} (serial {strong(baseboard.serial)}, part{' '}
          {baseboard.part}) to the rack?{' '}
          {way === 'membership'
            ? "Once the rack's members acknowledge it, the control plane starts it and adopts its disks"
            : 'The control plane starts it and adopts its disks'}
          ; new instances may then be placed on it.
        </>
      ),
      actionLabel: 'Add sled',
      actionType: 'primary',
      doAction: () =>
        way === 'membership'
          ? addByMembership.mutateAsync({
              path: { rackId },
              body: { sledIds: [{ partNumber: baseboard.part, serialNumber: baseboard.serial }] },
            })
          : addDirectly.mutateAsync({ body: { part: baseboard.part, serial: baseboard.serial } }),
      errorTitle: 'Could not add sled',
    })

  const columns = [
    col.accessor('cubby', { header: 'Cubby' }),
    col.accessor((s) => s.baseboard.serial, {
      id: 'serial',
      header: 'Serial',
      cell: (info) => <span className="font-mono">{info.getValue()}</span>,
    }),
    col.accessor((s) => s.baseboard.part, { id: 'part', header: 'Part' }),
    col.accessor((s) => s.baseboard.revision, { id: 'revision', header: 'Revision' }),
    col.display({
      id: 'add',
      header: () => <span className="sr-only">Add</span>,
      cell: ({ row }) => (
        <Button
          size="sm"
          variant="secondary"
          aria-label={`Add sled ${row.original.baseboard.serial}`}
          disabled={!!notAllowed || !way}
          disabledReason={notAllowed}
          onClick={() => confirmAdd(row.original)}
        >
          Add sled
        </Button>
      ),
    }),
  ]

  let body
  if (sleds.error) {
    body = (
      <InlineError
        error={sleds.error}
        retrying={sleds.isFetching}
        onRetry={() => void sleds.refetch()}
      />
    )
  } else if (!sleds.data) {
    body = <Spinner label="Reading the sleds not yet added" />
  } else {
    body = (
      <RowsTable
        label="Uninitialized sleds"
        rows={sleds.data.items}
        columns={columns}
        getRowId={(s) => `${s.baseboard.part}:${s.baseboard.serial}`}
        emptyState={
          <EmptyState
            title="No uninitialized sleds"
            body="Every sled the rack has found is part of it already."
          />
        }
      />
    )
  }

  return (
    <Section
      title="Uninitialized sleds"
      description="Sleds the rack has found in its cubbies that are not part of its control plane yet."
    >
      {body}
    </Section>
  )
}
