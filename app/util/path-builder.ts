// Every console URL, built from params (style: never hand-build URL strings).
// Spec section 2 lists the routes; path-builder.spec.ts snapshots them.

type Project = { project: string }
type SshKey = { sshKey: string }

export const pb = {
  login: ({ silo }: { silo: string }) => `/login/${silo}/local`,
  projects: () => '/projects',
  projectsNew: () => '/projects-new',
  projectEdit: ({ project }: Project) => `/projects/${project}/edit`,
  project: ({ project }: Project) => `/projects/${project}`,
  instances: ({ project }: Project) => `/projects/${project}/instances`,
  settings: () => '/settings',
  profile: () => '/settings/profile',
  sshKeys: () => '/settings/ssh-keys',
  sshKeysNew: () => '/settings/ssh-keys-new',
  sshKeyEdit: ({ sshKey }: SshKey) => `/settings/ssh-keys/${sshKey}/edit`,
  system: () => '/system',
  systemIssues: () => '/system/issues',
}
