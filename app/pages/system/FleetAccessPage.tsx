// The fleet's access page (`/system/access`, operators only): who has which role on the
// rack as a whole. Fleet viewers are the operators who see the System pages.
import { loadAccess } from '~/pages/access/access-loader'
import { AccessTable } from '~/pages/access/AccessTable'

export const clientLoader = () => loadAccess({ kind: 'fleet' })

export default function FleetAccessPage() {
  return (
    <AccessTable
      scope={{ kind: 'fleet' }}
      title="Fleet access"
      intro="A role on the fleet applies to the whole rack: fleet viewers are operators and see the System pages, fleet collaborators and admins also change what is there."
    />
  )
}
