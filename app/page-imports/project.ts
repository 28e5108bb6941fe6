// The project's pages and forms, but for its instances list (a landing page, imported by
// the route table itself): see `pageFrom` in routes.tsx.
export const pages = {
  'forms/instance-create': () => import('../forms/instance-create'),
  'pages/project/instance/InstancePage': () => import('../pages/project/instance/InstancePage'),
  'pages/project/instance/StorageTab': () => import('../pages/project/instance/StorageTab'),
  'pages/project/instance/NetworkingTab': () => import('../pages/project/instance/NetworkingTab'),
  'pages/project/instance/metrics/MetricsTab': () =>
    import('../pages/project/instance/metrics/MetricsTab'),
  'pages/project/instance/metrics/CpuMetricsTab': () =>
    import('../pages/project/instance/metrics/CpuMetricsTab'),
  'pages/project/instance/metrics/DiskMetricsTab': () =>
    import('../pages/project/instance/metrics/DiskMetricsTab'),
  'pages/project/instance/metrics/NetworkMetricsTab': () =>
    import('../pages/project/instance/metrics/NetworkMetricsTab'),
  'pages/project/instance/ConnectTab': () => import('../pages/project/instance/ConnectTab'),
  'pages/project/instance/SettingsTab': () => import('../pages/project/instance/SettingsTab'),
  'pages/project/instance/SerialConsolePage': () =>
    import('../pages/project/instance/SerialConsolePage'),
  'pages/project/disks/DisksPage': () => import('../pages/project/disks/DisksPage'),
  'pages/project/disks/DiskDetail': () => import('../pages/project/disks/DiskDetail'),
  'forms/disk-create': () => import('../forms/disk-create'),
  'pages/project/snapshots/SnapshotsPage': () => import('../pages/project/snapshots/SnapshotsPage'),
  'forms/snapshot-create': () => import('../forms/snapshot-create'),
  'forms/image-from-snapshot-create': () => import('../forms/image-from-snapshot-create'),
  'pages/project/images/ProjectImagesPage': () =>
    import('../pages/project/images/ProjectImagesPage'),
  'forms/image-upload': () => import('../forms/image-upload'),
  'forms/image-view': () => import('../forms/image-view'),
  'pages/project/FloatingIpsPage': () => import('../pages/project/FloatingIpsPage'),
  'forms/floating-ip-create': () => import('../forms/floating-ip-create'),
  'forms/floating-ip-edit': () => import('../forms/floating-ip-edit'),
  'pages/project/external-subnets/ExternalSubnetsPage': () =>
    import('../pages/project/external-subnets/ExternalSubnetsPage'),
  'forms/external-subnet-create': () => import('../forms/external-subnet-create'),
  'forms/external-subnet-edit': () => import('../forms/external-subnet-edit'),
  'pages/project/vpcs/VpcsPage': () => import('../pages/project/vpcs/VpcsPage'),
  'forms/vpc-create': () => import('../forms/vpc-create'),
  'forms/vpc-edit': () => import('../forms/vpc-edit'),
  'pages/project/vpcs/VpcPage': () => import('../pages/project/vpcs/VpcPage'),
  'pages/project/vpcs/FirewallRulesTab': () => import('../pages/project/vpcs/FirewallRulesTab'),
  'forms/firewall-rule-create': () =>
    import('../forms/firewall-rule-form').then((m) => m.createRoute),
  'forms/firewall-rule-edit': () => import('../forms/firewall-rule-form').then((m) => m.editRoute),
  'pages/project/vpcs/SubnetsTab': () => import('../pages/project/vpcs/SubnetsTab'),
  'forms/vpc-subnet-create': () => import('../forms/vpc-subnet-create'),
  'forms/vpc-subnet-edit': () => import('../forms/vpc-subnet-edit'),
  'pages/project/vpcs/RoutersTab': () => import('../pages/project/vpcs/RoutersTab'),
  'forms/vpc-router-create': () => import('../forms/vpc-router-create'),
  'forms/vpc-router-edit': () => import('../forms/vpc-router-edit'),
  'pages/project/vpcs/InternetGatewaysTab': () =>
    import('../pages/project/vpcs/InternetGatewaysTab'),
  'pages/project/vpcs/RouterPage': () => import('../pages/project/vpcs/RouterPage'),
  'forms/router-route-create': () => import('../forms/router-route-create'),
  'forms/router-route-edit': () => import('../forms/router-route-edit'),
  'pages/project/vpcs/InternetGatewayPage': () =>
    import('../pages/project/vpcs/InternetGatewayPage'),
  'pages/project/ProjectAccessPage': () => import('../pages/project/ProjectAccessPage'),
  'pages/project/affinity/AffinityPage': () => import('../pages/project/affinity/AffinityPage'),
  'pages/project/affinity/AntiAffinityGroupPage': () =>
    import('../pages/project/affinity/AntiAffinityGroupPage'),
}
