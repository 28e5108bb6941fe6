// What the Projects page shows a user who may not list the silo's projects. Apart from
// the page, and loaded by its loader only for such a user: most people never see it, and
// it would weigh on everyone's first visit.
import { useId, useState } from 'react'
import { useNavigate } from 'react-router-dom'

import { IdpMisconfiguredNotice } from '~/components/IdpMisconfiguredNotice'
import { useRecentProjects } from '~/hooks/use-recent-projects'
import { LinkCell } from '~/table/cells/LinkCell'
import { Button } from '~/ui/Button'
import { TextInput } from '~/ui/TextInput'
import { pb } from '~/util/path-builder'

/**
 * For a user without a role on the silo, who may not list its projects (Nexus lists them
 * only to a silo role): first the projects they opened in this browser, then a box to open
 * one by name, then why the list is not shown.
 */
export function ProjectsWithoutList() {
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
