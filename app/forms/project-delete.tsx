// Deleting a project: first what it still holds, read from the API. An empty project goes
// at once; one holding only its default networking gets its subnet and VPC removed first,
// each step shown with its result; anything else is named, for the user to deal with.
import { useQueries, useQuery } from '@tanstack/react-query'
import { useState } from 'react'

import { api, callApi, invalidateAll } from '~/api/client'
import { affinityGroupPicker, antiAffinityGroupPicker } from '~/api/queries/affinity'
import { diskPicker } from '~/api/queries/disks'
import { floatingIpPicker } from '~/api/queries/floating-ips'
import { projectImagePicker } from '~/api/queries/images'
import { instancePicker } from '~/api/queries/instances'
import { snapshotPicker } from '~/api/queries/snapshots'
import { subnetPicker, vpcPicker } from '~/api/queries/vpcs'
import { errorDetail } from '~/components/InlineError'
import { Modal } from '~/ui/Modal'
import { Spinner } from '~/ui/Spinner'
import { addToast } from '~/ui/toast-store'

import { deletePlan, type Named } from './project-delete-plan'

type Step = { label: string; run: () => Promise<unknown> }
type StepState = 'waiting' | 'running' | 'done' | 'failed'

export function ProjectDeleteDialog({
  project,
  onDismiss,
}: {
  project: string
  onDismiss: () => void
}) {
  const reads = [
    instancePicker(project),
    diskPicker(project),
    floatingIpPicker(project),
    projectImagePicker(project),
    snapshotPicker(project),
    affinityGroupPicker(project),
    antiAffinityGroupPicker(project),
  ]
  const lists = useQueries({ queries: reads })
  const vpcs = useQuery(vpcPicker(project))
  const subnets = useQueries({
    queries: (vpcs.data?.items ?? []).map((v) => subnetPicker(project, v.name)),
  })
  const [states, setStates] = useState<StepState[]>([])
  const [failure, setFailure] = useState<string>()

  const failed = [...lists, vpcs, ...subnets].find((q) => q.error)
  const loading = [...lists, vpcs, ...subnets].some((q) => !q.data)
  const [instances, disks, floatingIps, images, snapshots, affinityGroups, antiAffinityGroups] =
    lists.map((q): Named[] => q.data?.items ?? [])
  const plan = loading
    ? null
    : deletePlan({
        instances,
        disks,
        floatingIps,
        images,
        snapshots,
        affinityGroups,
        antiAffinityGroups,
        vpcs: (vpcs.data?.items ?? []).map((v, i) => ({
          name: v.name,
          subnets: (subnets[i].data?.items ?? []).map((s) => s.name),
        })),
      })

  const steps: Step[] =
    plan?.kind === 'default-networking'
      ? [
          ...plan.subnets.map((subnet) => ({
            label: `Delete subnet ${subnet} of VPC ${plan.vpc}`,
            run: () =>
              callApi(api.vpcSubnetDelete, { path: { subnet }, query: { project, vpc: plan.vpc } }),
          })),
          {
            label: `Delete VPC ${plan.vpc}, with its system router and firewall rules`,
            run: () => callApi(api.vpcDelete, { path: { vpc: plan.vpc }, query: { project } }),
          },
        ]
      : []
  steps.push({
    label: `Delete project ${project}`,
    run: () => callApi(api.projectDelete, { path: { project } }),
  })

  const running = states.includes('running')
  async function runSteps() {
    setFailure(undefined)
    const next: StepState[] = steps.map((_, i) => (states[i] === 'done' ? 'done' : 'waiting'))
    for (const [i, step] of steps.entries()) {
      if (next[i] === 'done') continue
      next[i] = 'running'
      setStates([...next])
      try {
        await step.run()
        next[i] = 'done'
        setStates([...next])
      } catch (e) {
        next[i] = 'failed'
        setStates([...next])
        setFailure(errorDetail(e))
        invalidateAll(['vpcList', 'vpcSubnetList'])
        return
      }
    }
    invalidateAll(['projectList', 'vpcList', 'vpcSubnetList'])
    addToast({ variant: 'success', title: 'Project deleted', content: project })
    onDismiss()
  }

  const mark: Record<StepState, string> = { waiting: '○', running: '…', done: '✓', failed: '✗' }
  const stateWord: Record<StepState, string> = {
    waiting: 'to do',
    running: 'running',
    done: 'done',
    failed: 'failed',
  }

  let body
  if (failed) {
    body = <p role="alert">Could not read what the project holds: {errorDetail(failed.error)}</p>
  } else if (!plan) {
    body = <Spinner label="Reading what the project holds" />
  } else if (plan.kind === 'blocked') {
    body = (
      <>
        <p>
          A project can be deleted only once it holds nothing.{' '}
          <strong className="text-default">{project}</strong> still holds:
        </p>
        <ul aria-label="In the way" className="mt-2 list-disc space-y-1 pl-5">
          {plan.blockers.map((b) => (
            <li key={b.what}>
              {b.what}: {b.names.join(', ')}
            </li>
          ))}
        </ul>
      </>
    )
  } else {
    body = (
      <>
        {plan.kind === 'default-networking' ? (
          <p>
            <strong className="text-default">{project}</strong> holds only its default networking,
            which the rack keeps while the project exists. Deleting it takes these steps, in order:
          </p>
        ) : (
          <p>
            Are you sure you want to delete <strong className="text-default">{project}</strong>?
          </p>
        )}
        {steps.length > 1 && (
          <ol aria-label="Steps" className="mt-3 space-y-1">
            {steps.map((step, i) => {
              const state = states[i] ?? 'waiting'
              return (
                <li key={step.label} className="flex gap-2">
                  <span aria-hidden className="w-4 text-center font-mono">
                    {mark[state]}
                  </span>
                  <span>
                    {step.label} <span className="sr-only">({stateWord[state]})</span>
                  </span>
                </li>
              )
            })}
          </ol>
        )}
        {failure && (
          <p role="alert" className="mt-3 text-destructive">
            {failure}
          </p>
        )}
      </>
    )
  }

  return (
    <Modal isOpen onDismiss={onDismiss} title={`Delete project ${project}`}>
      <Modal.Body>{body}</Modal.Body>
      <Modal.Footer
        actionText={
          plan?.kind === 'default-networking' ? 'Delete networking and project' : 'Delete'
        }
        actionType="danger"
        onAction={() => void runSteps()}
        actionLoading={running}
        disabled={!plan || plan.kind === 'blocked'}
        disabledReason={
          plan?.kind === 'blocked' ? 'Remove what the project holds first' : undefined
        }
        cancelText={plan?.kind === 'blocked' ? 'Close' : 'Cancel'}
      />
    </Modal>
  )
}
