// The silo's access page (spec §2 `/access`): who has which role on the signed-in user's
// silo. A silo role reaches every project in it.
import { loadAccess } from './access-loader'
import { AccessTable } from './AccessTable'

export const clientLoader = () => loadAccess({ kind: 'silo' })

export default function SiloAccessPage() {
  return (
    <AccessTable
      scope={{ kind: 'silo' }}
      title="Silo access"
      intro="A role on the silo reaches every project in it: silo viewers can see every project, silo collaborators and admins administer them."
    />
  )
}
