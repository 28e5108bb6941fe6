// The silo's utilization (spec §2 `/utilization`, any user of the silo): what its quotas
// allow and what it has provisioned, and how much it (or one of its projects) had
// provisioned over time.
import { useQuery } from '@tanstack/react-query'
import { useId } from 'react'
import { useSearchParams } from 'react-router-dom'

import { queryClient } from '~/api/client'
import { projectPicker } from '~/api/queries/projects'
import { siloMetricHistory, utilizationView } from '~/api/queries/utilization'
import { usePrefetchedQuery } from '~/api/use-prefetched-query'
import { ProvisionedCharts } from '~/components/utilization/ProvisionedCharts'
import { UsageCard } from '~/components/utilization/UsageCard'
import { FieldLabel } from '~/ui/FieldLabel'
import { PageHeader } from '~/ui/PageHeader'
import { Section } from '~/ui/Section'
import { Select } from '~/ui/Select'
import { quotaLeft, RESOURCE_KINDS } from '~/util/capacity'

export async function clientLoader() {
  // the select of projects loads on its own and says so if it cannot
  void queryClient.prefetchQuery(projectPicker)
  await queryClient.fetchQuery(utilizationView)
  return null
}

/** The `project` query value charts that project; none charts the whole silo. */
const WHOLE_SILO = ''

export default function SiloUtilizationPage() {
  const { data: usage } = usePrefetchedQuery(utilizationView)
  const projects = useQuery(projectPicker)
  const [search, setSearch] = useSearchParams()
  const projectId = useId()
  const hintId = useId()

  const left = quotaLeft(usage)
  const project = search.get('project') ?? WHOLE_SILO
  const chooseProject = (name: string) => {
    const next = new URLSearchParams(search)
    if (name === WHOLE_SILO) next.delete('project')
    else next.set('project', name)
    setSearch(next)
  }
  // a project from the URL stays a choice while the list loads, or if it is not listed
  const names = projects.data?.items.map((p) => p.name) ?? []
  if (project && !names.includes(project)) names.unshift(project)

  return (
    <>
      <PageHeader title="Utilization" />
      <div className="space-y-8">
        <Section
          title="Quotas"
          description="What this silo may provision, set by the rack's operators, and what it has provisioned: the vCPUs and memory of running instances, and the storage of disks, snapshots and images."
        >
          <div className="grid gap-4 lg:grid-cols-3">
            {RESOURCE_KINDS.map((kind) => (
              <UsageCard
                key={kind}
                kind={kind}
                parts={[{ label: 'Provisioned', value: usage.provisioned[kind], tone: 'accent' }]}
                whole={{ label: 'Quota', value: usage.capacity[kind] }}
                extra={[{ label: 'Left', value: left[kind] }]}
                note={
                  usage.provisioned[kind] > usage.capacity[kind] && (
                    <span className="text-notice">
                      More is provisioned than the quota now allows (it was lowered): nothing more
                      can be provisioned until enough is given back.
                    </span>
                  )
                }
              />
            ))}
          </div>
        </Section>

        <Section
          title="Over time"
          description="What the silo, or one of its projects, had provisioned over the range."
        >
          <ProvisionedCharts
            operation="siloMetric"
            history={(metric, range) =>
              siloMetricHistory(metric, { ...range, project: project || undefined })
            }
            series={
              project
                ? { key: project, label: `Project ${project}` }
                : { key: 'silo', label: 'This silo' }
            }
            scopeControl={
              <div>
                <FieldLabel htmlFor={projectId}>Project</FieldLabel>
                <Select
                  id={projectId}
                  value={project}
                  onChange={(e) => chooseProject(e.target.value)}
                  aria-describedby={projects.error ? hintId : undefined}
                  className="w-56"
                >
                  <option value={WHOLE_SILO}>All projects (the silo)</option>
                  {names.map((name) => (
                    <option key={name} value={name}>
                      {name}
                    </option>
                  ))}
                </Select>
                {projects.error && (
                  <p id={hintId} className="mt-1.5 text-xs text-destructive">
                    Could not list projects: {projects.error.message}
                  </p>
                )}
              </div>
            }
          />
        </Section>
      </div>
    </>
  )
}
