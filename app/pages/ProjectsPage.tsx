import { useQuery } from '@tanstack/react-query'
import { createColumnHelper } from '@tanstack/react-table'
import { useId, useState } from 'react'
import { Link, Outlet, useLoaderData, useNavigate } from 'react-router'

import type { Project } from '~/api/__generated_versions__/2026081901.0.0/Api'
import { projectList } from '~/api/queries/projects'
import {
  currentUserGroupsOrError,
  currentUserOrError,
  siloPolicyOrError,
} from '~/api/queries/session'
import { IdpMisconfiguredNotice } from '~/components/IdpMisconfiguredNotice'
import { useAccessRules } from '~/hooks/use-project-access'
import { useRecentProjects } from '~/hooks/use-recent-projects'
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

/** The user's silo role, through their groups: `undefined` until known */
function useProjectCreateReason() {
  const me = useQuery(currentUserOrError).data
  const groups = useQuery(currentUserGroupsOrError).data
  const policy = useQuery(siloPolicyOrError).data
  const rules = useAccessRules()
  if (!rules) return false
  const { roleIn, projectCreateReason } = rules
  if (me?.type !== 'success' || groups?.type !== 'success' || !policy) return false
  if (policy.type === 'error' && policy.error.statusCode !== 403) return false
  // a user refused the silo's policy holds no role on the silo
  const siloRole =
    policy.type === 'success'
      ? roleIn(policy.data, new Set([me.data.id, ...groups.data.items.map((g) => g.id)]))
      : null
  return projectCreateReason(siloRole)
}

/**
 * For a user without a role on the silo, who may not list its projects (Nexus lists them
 * only to a silo role): first the projects they opened in this browser, then a box to open
 * one by name, then why the list is not shown.
 */
function ProjectsWithoutList() {
  const navigate = useNavigate()
  const recent = useRecentProjects()
  const [name, setName] = useState('')
  const ids = { input: useId(), recent: useId(), open: useId() }
  return (
    <div className="mx-auto flex max-w-md flex-col gap-6 px-4 py-12">
      {recent.length > 0 && (
        <section aria-labelledby={ids.recent} className="flex flex-col gap-2">
          <h2 id={ids.recent} className="text-base font-semibold text-default">
            Projects you opened here before
          </h2>
          <ul className="flex flex-col gap-1 text-sm">
            {recent.map((project) => (
              <li key={project}>
                <LinkCell to={pb.project({ project })}>{project}</LinkCell>
              </li>
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby={ids.open} className="flex flex-col gap-2">
        <h2 id={ids.open} className="text-base font-semibold text-default">
          Open a project by name
        </h2>
        <form
          className="flex items-end gap-2"
          onSubmit={(e) => {
            e.preventDefault()
            const project = name.trim()
            if (project) navigate(pb.project({ project }))
          }}
        >
          <div className="flex flex-1 flex-col gap-1">
            <label htmlFor={ids.input} className="text-sm text-default">
              Project name
            </label>
            <TextInput
              id={ids.input}
              name="project"
              value={name}
              onChange={(e) => setName(e.target.value)}
              autoComplete="off"
              required
            />
          </div>
          <Button type="submit">Open project</Button>
        </form>
      </section>
      <p className="text-sm text-secondary">
        This silo&apos;s list of projects is shown only to those with a role on the silo. A role on
        a project lets you open that project by name.
      </p>
      <IdpMisconfiguredNotice />
    </div>
  )
}

export default function ProjectsPage() {
  const { canList } = useLoaderData<typeof projectsLoader>()
  if (!canList) {
    return (
      <>
        <PageHeader title="Projects" actions={<NewProjectButton />} />
        <ProjectsWithoutList />
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
