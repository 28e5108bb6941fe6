import { createColumnHelper } from '@tanstack/react-table'
import { useState } from 'react'
import { Link, Outlet, useLoaderData, useNavigate } from 'react-router-dom'

import { commandsOf } from '~/api/copy-as/load'
import type { Project } from '~/api/__generated_versions__/2026081901.0.0/Api'
import { projectList } from '~/api/queries/projects'
import { useProjectCreateReason } from '~/hooks/use-project-access'
import { actionsColumn, commonColumns } from '~/table/columns'
import { QueryTable } from '~/table/QueryTable'
import { Button, buttonClass } from '~/ui/Button'
import { EmptyState } from '~/ui/EmptyState'
import { PageHeader } from '~/ui/PageHeader'
import { lazyModule, useLazyModule } from '~/ui/lazy-module'
import { pb } from '~/util/path-builder'
import { LinkCell } from '~/table/cells/LinkCell'

import { projectsWithoutList, type projectsLoader } from './projects-loader'

// The delete dialog reads everything a project may hold (the query options of seven
// resources): loaded when a delete is asked for, not with the list
const projectDelete = lazyModule(() => import('~/forms/project-delete'))

const col = createColumnHelper<Project>()
const common = commonColumns<Project>()

/** "New project", or the button disabled with the reason for a user who may not create one */
function NewProjectButton() {
  const reason = useProjectCreateReason()
  if (reason) {
    return (
      <Button disabled disabledReason={reason}>
        New project
      </Button>
    )
  }
  return (
    <Link to={pb.projectsNew()} className={buttonClass()}>
      New project
    </Link>
  )
}

export default function ProjectsPage() {
  const { canList } = useLoaderData() as Awaited<ReturnType<typeof projectsLoader>>
  // the loader fetched its code before answering `canList: false`
  const withoutList = useLazyModule(projectsWithoutList, !canList)
  if (!canList) {
    return (
      <>
        <PageHeader title="Projects" actions={<NewProjectButton />} />
        {withoutList && <withoutList.ProjectsWithoutList />}
        <Outlet />
      </>
    )
  }
  return <ProjectsList />
}

function ProjectsList() {
  const navigate = useNavigate()
  const [deleting, setDeleting] = useState<string | null>(null)
  const deleteDialog = useLazyModule(projectDelete, deleting)

  const columns = [
    col.accessor('name', {
      header: 'Name',
      cell: (info) => (
        <LinkCell to={pb.project({ project: info.getValue() })}>{info.getValue()}</LinkCell>
      ),
    }),
    common.description,
    common.created,
    actionsColumn<Project>((project) => [
      { label: 'Edit', onActivate: () => navigate(pb.projectEdit({ project: project.name })) },
      {
        label: 'Delete',
        danger: true,
        onActivate: () => setDeleting(project.name),
        commands: commandsOf({ op: 'projectDelete', params: { path: { project: project.name } } }),
      },
    ]),
  ]

  return (
    <>
      <PageHeader title="Projects" actions={<NewProjectButton />} />
      <QueryTable
        label="Projects"
        query={projectList}
        columns={columns}
        getRowId={(p) => p.id}
        emptyState={
          <EmptyState
            title="No projects"
            body="Projects hold instances, disks and networks. Create one to get started."
            action={<NewProjectButton />}
          />
        }
      />
      {deleting && deleteDialog && (
        <deleteDialog.ProjectDeleteDialog project={deleting} onDismiss={() => setDeleting(null)} />
      )}
      <Outlet />
    </>
  )
}
