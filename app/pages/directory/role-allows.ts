// What each role lets its holder do, in a few plain words, on the fleet, the silo and a
// project. The API does not describe its roles; these sentences summarise Nexus's policy
// (omicron.polar).
import type { RoleName } from '~/api/roles'

export type Scope = 'fleet' | 'silo' | 'project'

export const roleAllows: Record<Scope, Partial<Record<RoleName, string>>> = {
  fleet: {
    viewer: 'Reads the rack: its hardware, silos, IP pools and utilization; changes nothing.',
    collaborator: 'What a viewer does, and creates, changes and deletes silos.',
    admin: 'Everything on the rack: hardware, IP pools, networking, every silo, fleet access.',
  },
  silo: {
    viewer: 'Reads everything in the silo and in every project, and changes nothing.',
    limited_collaborator:
      'What a viewer does, and a limited collaborator on every project: compute, not networking.',
    collaborator: 'Creates projects and changes the silo’s resources; an admin of every project.',
    admin: 'What a collaborator does, and changes who has access to the silo.',
  },
  project: {
    viewer: 'Reads everything in the project, and changes nothing.',
    limited_collaborator:
      'Reads everything; creates, changes and deletes instances and disks, not networking.',
    collaborator: 'Reads, creates, changes and deletes the project’s resources.',
    admin: 'What a collaborator does, and changes who has access to the project.',
  },
}
