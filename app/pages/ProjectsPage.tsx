import { createColumnHelper } from '@tanstack/react-table'
import { Link, Outlet, useNavigate } from 'react-router'

import type { Project } from '~/api/__generated__/Api'
import { api, invalidateEndpoint, useApiMutation } from '~/api/client'
import { PrefetchLink } from '~/components/PrefetchLink'
import { actionsColumn, commonColumns } from '~/table/columns'
import { QueryTable } from '~/table/QueryTable'
import { buttonClass } from '~/ui/Button'
import { confirmDelete } from '~/ui/confirm-store'
import { EmptyState } from '~/ui/EmptyState'
import { PageHeader } from '~/ui/PageHeader'
import { addToast } from '~/ui/toast-store'
import { pb } from '~/util/path-builder'

import { projectList } from './projects-loader'

const col = createColumnHelper<Project>()
const common = commonColumns<Project>()

const newProjectLink = (
  <Link to={pb.projectsNew()} className={buttonClass()}>
    New project
  </Link>
)

export default function ProjectsPage() {
  const navigate = useNavigate()
  const deleteProject = useApiMutation(api.projectDelete, {
    onSuccess(_, { path }) {
      void invalidateEndpoint('projectList')
      addToast({ variant: 'success', title: 'Project deleted', content: path.project })
    },
  })

  const columns = [
    col.accessor('name', {
      header: 'Name',
      cell: (info) => (
        <PrefetchLink
          to={pb.project({ project: info.getValue() })}
          className="font-medium text-default hover:text-accent"
        >
          {info.getValue()}
        </PrefetchLink>
      ),
    }),
    common.description,
    common.created,
    actionsColumn<Project>((project) => [
      { label: 'Edit', onActivate: () => navigate(pb.projectEdit({ project: project.name })) },
      {
        label: 'Delete',
        danger: true,
        onActivate: confirmDelete({
          resourceKind: 'project',
          label: project.name,
          doDelete: () => deleteProject.mutateAsync({ path: { project: project.name } }),
        }),
      },
    ]),
  ]

  return (
    <>
      <PageHeader title="Projects" actions={newProjectLink} />
      <QueryTable
        label="Projects"
        query={projectList}
        columns={columns}
        getRowId={(p) => p.id}
        emptyState={
          <EmptyState
            title="No projects"
            body="Projects hold instances, disks and networks. Create one to get started."
            action={newProjectLink}
          />
        }
      />
      <Outlet />
    </>
  )
}
