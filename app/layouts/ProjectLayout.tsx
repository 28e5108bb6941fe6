import { Outlet, type LoaderFunctionArgs } from 'react-router-dom'

import { queryClient } from '~/api/client'
import { projectView } from '~/api/queries/projects'
import { usePrefetchedQuery } from '~/api/use-prefetched-query'
import { ConsoleShell, SideNav } from '~/components/ConsoleShell'
import { PrefetchLink } from '~/components/PrefetchLink'
import { requireParams, useProjectParams } from '~/hooks/use-params'
import { startRoleReads } from '~/hooks/use-project-access'
import { useRememberProject } from '~/hooks/use-recent-projects'
import { pb } from '~/util/path-builder'

export async function projectLayoutLoader({ params }: LoaderFunctionArgs) {
  // a missing project is a 404 page, through the route's error boundary
  const { project } = requireParams(params, 'project')
  startRoleReads(queryClient, project)
  await queryClient.fetchQuery(projectView(project))
  return null
}

export function ProjectLayout() {
  const { project } = useProjectParams()
  const { data } = usePrefetchedQuery(projectView(project))
  // offered again on the projects page to a user who may not list them
  useRememberProject(project)
  return (
    <ConsoleShell
      sidebar={
        <>
          <PrefetchLink
            to={pb.projects()}
            className="mb-3 block px-2.5 text-xs text-secondary hover:text-default"
          >
            ← All projects
          </PrefetchLink>
          <div className="mb-3 px-2.5">
            <div className="text-xs text-tertiary uppercase">Project</div>
            <div className="truncate text-sm font-medium text-default">{data.name}</div>
          </div>
          <SideNav
            label="Project"
            items={[
              { to: pb.instances({ project }), label: 'Instances' },
              { to: pb.disks({ project }), label: 'Disks' },
              { to: pb.snapshots({ project }), label: 'Snapshots' },
              { to: pb.projectImages({ project }), label: 'Images' },
              { to: pb.vpcs({ project }), label: 'VPCs' },
              { to: pb.floatingIps({ project }), label: 'Floating IPs' },
              { to: pb.externalSubnets({ project }), label: 'External subnets' },
              { to: pb.affinity({ project }), label: 'Affinity' },
              { to: pb.projectAccess({ project }), label: 'Access' },
            ]}
          />
        </>
      }
    >
      <Outlet />
    </ConsoleShell>
  )
}
