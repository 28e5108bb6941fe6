// Every console URL, built from params (style: never hand-build URL strings).
// Spec section 2 lists the routes; path-builder.spec.ts snapshots them.

type Project = { project: string }
type SshKey = { sshKey: string }
type Instance = Project & { instance: string }
type AntiAffinityGroup = Project & { antiAffinityGroup: string }
type Snapshot = Project & { snapshot: string }
type ProjectImage = Project & { image: string }
type SiloImage = { image: string }

export const pb = {
  login: ({ silo }: { silo: string }) => `/login/${silo}/local`,
  projects: () => '/projects',
  projectsNew: () => '/projects-new',
  projectEdit: ({ project }: Project) => `/projects/${project}/edit`,
  project: ({ project }: Project) => `/projects/${project}`,
  instances: ({ project }: Project) => `/projects/${project}/instances`,
  instancesNew: ({ project }: Project) => `/projects/${project}/instances-new`,
  instance: (p: Instance) => `${pb.instances(p)}/${p.instance}`,
  instanceStorage: (p: Instance) => `${pb.instance(p)}/storage`,
  instanceNetworking: (p: Instance) => `${pb.instance(p)}/networking`,
  instanceMetrics: (p: Instance) => `${pb.instance(p)}/metrics`,
  instanceCpuMetrics: (p: Instance) => `${pb.instanceMetrics(p)}/cpu`,
  instanceDiskMetrics: (p: Instance) => `${pb.instanceMetrics(p)}/disk`,
  instanceNetworkMetrics: (p: Instance) => `${pb.instanceMetrics(p)}/network`,
  instanceConnect: (p: Instance) => `${pb.instance(p)}/connect`,
  instanceSettings: (p: Instance) => `${pb.instance(p)}/settings`,
  serialConsole: (p: Instance) => `${pb.instance(p)}/serial-console`,
  affinity: ({ project }: Project) => `/projects/${project}/affinity`,
  antiAffinityGroup: (p: AntiAffinityGroup) => `${pb.affinity(p)}/${p.antiAffinityGroup}`,
  disks: ({ project }: Project) => `/projects/${project}/disks`,
  disksNew: ({ project }: Project) => `/projects/${project}/disks-new`,
  snapshots: ({ project }: Project) => `/projects/${project}/snapshots`,
  snapshotsNew: ({ project }: Project) => `/projects/${project}/snapshots-new`,
  snapshotImageCreate: (p: Snapshot) => `${pb.snapshots(p)}/${p.snapshot}/images-new`,
  projectImages: ({ project }: Project) => `/projects/${project}/images`,
  projectImagesNew: ({ project }: Project) => `/projects/${project}/images-new`,
  projectImageEdit: (p: ProjectImage) => `${pb.projectImages(p)}/${p.image}/edit`,
  siloImages: () => '/images',
  siloImageEdit: ({ image }: SiloImage) => `/images/${image}/edit`,
  instanceLookup: ({ id }: { id: string }) => `/lookup/instances/${id}`,
  settings: () => '/settings',
  profile: () => '/settings/profile',
  sshKeys: () => '/settings/ssh-keys',
  sshKeysNew: () => '/settings/ssh-keys-new',
  sshKeyEdit: ({ sshKey }: SshKey) => `/settings/ssh-keys/${sshKey}/edit`,
  system: () => '/system',
  systemIssues: () => '/system/issues',
}
