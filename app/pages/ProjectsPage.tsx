import { createColumnHelper } from '@tanstack/react-table'
import { useId, useState } from 'react'
import { Link, Outlet, useLoaderData, useNavigate } from 'react-router'

import type { Project } from '~/api/__generated_versions__/2026081901.0.0/Api'
import { projectList } from '~/api/queries/projects'
import { IdpMisconfiguredNotice } from '~/components/IdpMisconfiguredNotice'
import { actionsColumn, commonColumns } from '~/table/columns'
import { QueryTable } from '~/table/QueryTable'
import { Button, buttonClass } from '~/ui/Button'
import { EmptyState } from '~/ui/EmptyState'
import { PageHeader } from '~/ui/PageHeader'
import { lazyModule, useLazyModule } from '~/ui/lazy-module'
import { TextInput } from '~/ui/TextInput'
import { pb } from '~/util/path-builder'
import { LinkCell } from '~/table/cells/LinkCell'

import type { projectsLoader } from './projects-loader'

// The delete dialog reads everything a project may hold (the query options of seven
// resources): loaded when a delete is asked for, not with the list
const projectDelete = lazyModule(() => import('~/forms/project-delete'))

const col = createColumnHelper<Project>()
const common = commonColumns<Project>()

const newProjectLink = (
  <Link to={pb.projectsNew()} className={buttonClass()}>
    New project
  </Link>
)

/**
 * For a user without a role on the silo, who may not list its projects: what they can
 * still do is open a project they were given a role on, by name.
 */
function OpenProjectByName() {
  const navigate = useNavigate()
  const [name, setName] = useState('')
  const inputId = useId()
  return (
    <div className="mx-auto flex max-w-md flex-col gap-4 px-4 py-16">
      <h2 className="text-base font-semibold text-default">Projects cannot be listed</h2>
      <p className="text-sm text-secondary">
        Listing this silo&apos;s projects needs a role on the silo. If you were given a role on a
        project, open it by name.
      </p>
      <form
        className="flex items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault()
          const project = name.trim()
          if (project) navigate(pb.project({ project }))
        }}
      >
        <div className="flex flex-1 flex-col gap-1">
          <label htmlFor={inputId} className="text-sm text-default">
            Project name
          </label>
          <TextInput
            id={inputId}
            name="project"
            value={name}
            onChange={(e) => setName(e.target.value)}
            autoComplete="off"
            required
          />
        </div>
        <Button type="submit">Open project</Button>
      </form>
      <IdpMisconfiguredNotice />
    </div>
  )
}

export default function ProjectsPage() {
  const { canList } = useLoaderData<typeof projectsLoader>()
  if (!canList) {
    // creating a project needs silo collaborator, which this user is not
    return (
      <>
        <PageHeader title="Projects" />
        <OpenProjectByName />
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
      {deleting && deleteDialog && (
        <deleteDialog.ProjectDeleteDialog project={deleting} onDismiss={() => setDeleting(null)} />
      )}
      <Outlet />
    </>
  )
}
