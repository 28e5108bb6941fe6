// A project's access page (spec §2 `projects/{project}/access`): the roles on the project
// and those its silo gives, since the stronger of the two is what counts here.
import type { LoaderFunctionArgs } from 'react-router-dom'

import { requireParams, useProjectParams } from '~/hooks/use-params'
import { loadAccess } from '~/pages/access/access-loader'
import { AccessTable } from '~/pages/access/AccessTable'

export const clientLoader = ({ params }: LoaderFunctionArgs) =>
  loadAccess({ kind: 'project', ...requireParams(params, 'project') })

export default function ProjectAccessPage() {
  const { project } = useProjectParams()
  return (
    <AccessTable
      scope={{ kind: 'project', project }}
      title="Project access"
      intro="Each user or group acts with the stronger of its role here and the one the silo gives it: silo viewers view this project, silo collaborators and admins administer it."
    />
  )
}
