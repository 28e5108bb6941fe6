// An instance's settings (spec §2): resize, auto-restart policy and the anti-affinity
// groups it belongs to. Resize and the policy are one PUT (instanceUpdate) that resends
// every other field as it is (see instance-update.ts).
import { zodResolver } from '@hookform/resolvers/zod'
import { useQuery } from '@tanstack/react-query'
import { createColumnHelper } from '@tanstack/react-table'
import { useId, useState } from 'react'
import { useForm } from 'react-hook-form'
import type { LoaderFunctionArgs } from 'react-router-dom'
import { z } from 'zod'

import type { AntiAffinityGroup, Instance } from '~/api/__generated_versions__/2026081901.0.0/Api'
import { api, queryClient, useApiMutation } from '~/api/client'
import { commandsOf } from '~/api/copy-as/load'
import { firstReason } from '~/api/action-reasons'
import { instanceDisabledReason } from '~/api/action-reasons'
import {
  INSTANCE_MAX_MEMORY_GiB,
  INSTANCE_MAX_VCPUS,
  INSTANCE_MIN_MEMORY_GiB,
  INSTANCE_MIN_VCPUS,
} from '~/api/util'
import { antiAffinityGroupPicker } from '~/api/queries/affinity'
import { instanceAntiAffinityGroups, instanceView } from '~/api/queries/instances'
import { usePrefetchedQuery } from '~/api/use-prefetched-query'
import { PickOneForm } from '~/components/form/PickOneForm'
import { NumberField } from '~/components/form/NumberField'
import { wholeNumberSchema } from '~/forms/schemas'
import { readNow, useEditConflict } from '~/forms/use-edit-conflict'
import { RadioField } from '~/components/form/RadioField'
import { requireParams, useInstanceParams } from '~/hooks/use-params'
import { useProjectAccess } from '~/hooks/use-project-access'
import { actionsColumn, commonColumns } from '~/table/columns'
import { QueryTable } from '~/table/QueryTable'
import { Button } from '~/ui/Button'
import { confirmAction } from '~/ui/confirm-store'
import { ErrorMessage } from '~/ui/ErrorMessage'
import { addToast } from '~/ui/toast-store'
import { Section } from '~/ui/Section'
import { GiB } from '~/util/format'
import { pb } from '~/util/path-builder'
import { LinkCell } from '~/table/cells/LinkCell'

import { AUTO_RESTART_CHOICES, autoRestartStatus, type AutoRestartChoice } from './auto-restart'
import { instanceUpdateBody } from './instance-update'

export async function clientLoader({ params }: LoaderFunctionArgs) {
  // the groups are one card of the tab: prefetchQuery never throws, so if they fail the
  // tab still shows and the card's table shows the error with a Retry
  await queryClient.prefetchQuery(
    instanceAntiAffinityGroups(requireParams(params, 'project', 'instance')).firstPage(),
  )
  return null
}

const resizeSchema = z.object({
  ncpus: wholeNumberSchema('CPU count', INSTANCE_MIN_VCPUS, INSTANCE_MAX_VCPUS),
  memory: wholeNumberSchema('Memory', INSTANCE_MIN_MEMORY_GiB, INSTANCE_MAX_MEMORY_GiB, ' GiB'),
})
type ResizeValues = z.infer<typeof resizeSchema>

const resizeValues = (i: Instance): ResizeValues => ({ ncpus: i.ncpus, memory: i.memory / GiB })

const SaveError = ({ error }: { error: { message: string } | null }) =>
  error && <ErrorMessage>{error.message}</ErrorMessage>

const autoRestartSchema = z.object({ policy: z.enum(['', 'best_effort', 'never']) })
type AutoRestartValues = { policy: AutoRestartChoice }

/** The instance PUT, keeping the instance's cache current with the answer. */
function useUpdateInstance(selector: { project: string; instance: string }, title: string) {
  return useApiMutation(api.instanceUpdate, {
    invalidates: ['instanceList'],
    onSuccess(updated) {
      queryClient.setQueryData(instanceView(selector).queryKey, updated)
      addToast({ variant: 'success', title, content: updated.name })
    },
  })
}

function ResizeForm({ instance }: { instance: Instance }) {
  const selector = useInstanceParams()
  const formId = useId()
  const current = resizeValues(instance)
  // `values` follows the instance as it refetches, keeping what the user has changed
  const form = useForm<ResizeValues>({
    resolver: zodResolver(resizeSchema),
    values: current,
    resetOptions: { keepDirtyValues: true },
  })
  const update = useUpdateInstance(selector, 'Instance resized')
  // the PUT resends every field: the ones this form does not show come from a fresh read
  const conflict = useEditConflict({
    opened: instance,
    read: () => readNow(instanceView(selector)),
    toValues: resizeValues,
    fields: { ncpus: 'CPUs', memory: { label: 'Memory', show: (m) => `${m} GiB` } },
    form,
    save: ({ ncpus, memory }, now) =>
      update.mutateAsync({
        path: { instance: now.name },
        query: { project: selector.project },
        body: instanceUpdateBody(now, { ncpus, memory: memory * GiB }),
      }),
    noun: 'instance',
  })
  const reason = firstReason(
    useProjectAccess(selector.project).changeReason('instances'),
    instanceDisabledReason(instance, 'resize'),
  )
  return (
    <>
      <form
        id={formId}
        noValidate
        className="max-w-md space-y-4"
        onSubmit={form.handleSubmit(conflict.submit)}
      >
        <NumberField
          control={form.control}
          name="ncpus"
          label="CPUs"
          unit="vCPU"
          min={INSTANCE_MIN_VCPUS}
          max={INSTANCE_MAX_VCPUS}
        />
        <NumberField
          control={form.control}
          name="memory"
          label="Memory"
          unit="GiB"
          min={INSTANCE_MIN_MEMORY_GiB}
          max={INSTANCE_MAX_MEMORY_GiB}
        />
        <SaveError error={update.error ?? conflict.readError} />
        <Button
          type="submit"
          size="sm"
          loading={update.isPending || conflict.checking}
          disabled={!!reason}
          disabledReason={reason}
        >
          Resize
        </Button>
      </form>
      {conflict.dialog}
    </>
  )
}

function AutoRestartForm({ instance }: { instance: Instance }) {
  const selector = useInstanceParams()
  const form = useForm<AutoRestartValues>({
    resolver: zodResolver(autoRestartSchema),
    values: { policy: instance.autoRestartPolicy ?? '' },
    resetOptions: { keepDirtyValues: true },
  })
  const update = useUpdateInstance(selector, 'Auto-restart policy updated')
  const conflict = useEditConflict({
    opened: instance,
    read: () => readNow(instanceView(selector)),
    toValues: (i): AutoRestartValues => ({ policy: i.autoRestartPolicy ?? '' }),
    fields: {
      policy: {
        label: 'Policy',
        show: (p) => AUTO_RESTART_CHOICES.find((c) => c.value === p)?.label ?? p,
      },
    },
    form,
    save: ({ policy }, now) =>
      update.mutateAsync({
        path: { instance: now.name },
        query: { project: selector.project },
        body: instanceUpdateBody(now, { autoRestartPolicy: policy || null }),
      }),
    noun: 'instance',
  })
  const status = autoRestartStatus(instance)
  const reason = useProjectAccess(selector.project).changeReason('instances')
  return (
    <>
      <form noValidate className="max-w-md space-y-4" onSubmit={form.handleSubmit(conflict.submit)}>
        <RadioField
          control={form.control}
          name="policy"
          label="Policy"
          options={AUTO_RESTART_CHOICES.map((c) => ({
            value: c.value,
            label: c.label,
            description: c.hint,
          }))}
        />
        <p className="text-sm text-secondary">
          Auto-restart is {instance.autoRestartEnabled ? 'enabled' : 'disabled'} for this instance.
          {status && <> {status}</>}
        </p>
        <SaveError error={update.error ?? conflict.readError} />
        <Button
          type="submit"
          size="sm"
          loading={update.isPending || conflict.checking}
          disabled={!!reason}
          disabledReason={reason}
        >
          Save policy
        </Button>
      </form>
      {conflict.dialog}
    </>
  )
}

const groupCol = createColumnHelper<AntiAffinityGroup>()

function AntiAffinityGroups({ instance }: { instance: Instance }) {
  const selector = useInstanceParams()
  const { project } = selector
  const [isAdding, setIsAdding] = useState(false)
  // membership changes the instance and the group, both compute
  const roleReason = useProjectAccess(project).changeReason('instances')
  const { data: projectGroups } = useQuery({
    ...antiAffinityGroupPicker(project),
    enabled: isAdding,
  })
  // the picker leaves out the groups the instance is in already (all on the first page:
  // an instance belongs to at most 16)
  const { data: memberOf } = useQuery(instanceAntiAffinityGroups(selector).firstPage())

  // the instance's groups here, and the group's members on its page
  const membershipReads = ['instanceAntiAffinityGroupList', 'antiAffinityGroupMemberList'] as const
  const add = useApiMutation(api.antiAffinityGroupMemberInstanceAdd, {
    invalidates: membershipReads,
    onSuccess(_, { path }) {
      addToast({ variant: 'success', title: 'Added to group', content: path.antiAffinityGroup })
      setIsAdding(false)
    },
  })
  const remove = useApiMutation(api.antiAffinityGroupMemberInstanceDelete, {
    invalidates: membershipReads,
    onSuccess(_, { path }) {
      addToast({ variant: 'success', title: 'Removed from group', content: path.antiAffinityGroup })
    },
  })

  const columns = [
    groupCol.accessor('name', {
      header: 'Name',
      cell: (info) => (
        <LinkCell to={pb.antiAffinityGroup({ project, antiAffinityGroup: info.getValue() })}>
          {info.getValue()}
        </LinkCell>
      ),
    }),
    commonColumns<AntiAffinityGroup>().description,
    groupCol.accessor('policy', { header: 'Policy' }),
    actionsColumn<AntiAffinityGroup>((group) => {
      const params = {
        path: { antiAffinityGroup: group.name, instance: instance.name },
        query: { project },
      }
      return [
        {
          label: 'Remove',
          danger: true,
          disabled: roleReason,
          onActivate: () =>
            confirmAction({
              title: 'Remove from group',
              message: (
                <>
                  Remove <strong className="font-medium text-default">{instance.name}</strong> from{' '}
                  <strong className="font-medium text-default">{group.name}</strong>?
                </>
              ),
              actionLabel: 'Remove',
              actionType: 'danger',
              errorTitle: 'Could not remove instance from group',
              doAction: () => remove.mutateAsync(params),
            }),
          commands: commandsOf({ op: 'antiAffinityGroupMemberInstanceDelete', params }),
        },
      ]
    }),
  ]

  const memberIds = new Set(memberOf?.items.map((g) => g.id))
  return (
    <>
      <div>
        <Button
          variant="secondary"
          size="sm"
          disabled={!!roleReason}
          disabledReason={roleReason}
          onClick={() => setIsAdding(true)}
        >
          Add to group
        </Button>
      </div>
      <QueryTable
        label="Anti-affinity groups"
        query={instanceAntiAffinityGroups(selector)}
        columns={columns}
        getRowId={(g) => g.id}
        emptyState={
          <p className="rounded-lg border border-dashed border-default px-4 py-6 text-center text-sm text-secondary">
            This instance is in no anti-affinity group.
          </p>
        }
      />
      {isAdding && (
        <PickOneForm
          title="Add to anti-affinity group"
          label="Group"
          hint="Instances of a group are placed on different sleds where possible"
          items={projectGroups?.items
            .filter((g) => !memberIds.has(g.id))
            .map((g) => ({ value: g.name, label: g.name }))}
          emptyText="No other anti-affinity groups in this project"
          placeholder="Select a group"
          submitLabel="Add to group"
          loading={add.isPending}
          error={add.error}
          onPick={(group) =>
            add.mutate({
              path: { antiAffinityGroup: group, instance: instance.name },
              query: { project },
            })
          }
          onDismiss={() => setIsAdding(false)}
        />
      )}
    </>
  )
}

export default function SettingsTab() {
  const selector = useInstanceParams()
  const { data: instance } = usePrefetchedQuery(instanceView(selector))
  return (
    <div className="max-w-4xl space-y-8">
      <Section
        title="Resize"
        description="Change the number of CPUs and the memory of this instance."
      >
        <ResizeForm instance={instance} />
      </Section>
      <Section
        title="Auto-restart"
        description="Whether the control plane restarts this instance when it fails."
      >
        <AutoRestartForm instance={instance} />
      </Section>
      <Section
        title="Anti-affinity groups"
        description="Groups whose instances should not share a sled with this one."
      >
        <AntiAffinityGroups instance={instance} />
      </Section>
    </div>
  )
}
