// The System pages and forms, for operators: see `pageFrom` in routes.tsx.
export const pages = {
  'pages/system/SystemIssuesPage': () => import('../pages/system/SystemIssuesPage'),
  'pages/system/UtilizationPage': () => import('../pages/system/UtilizationPage'),
  'pages/system/FleetAccessPage': () => import('../pages/system/FleetAccessPage'),
  'pages/system/support-bundles/SupportBundlesPage': () =>
    import('../pages/system/support-bundles/SupportBundlesPage'),
  'pages/system/audit-log/AuditLogPage': () => import('../pages/system/audit-log/AuditLogPage'),
  'pages/system/silos/SilosPage': () => import('../pages/system/silos/SilosPage'),
  'forms/silo-create': () => import('../forms/silo-create'),
  'pages/system/silos/SiloPage': () => import('../pages/system/silos/SiloPage'),
  'forms/saml-idp-create': () => import('../forms/saml-idp-create'),
  'forms/saml-idp-view': () => import('../forms/saml-idp-view'),
  'pages/system/inventory/InventoryPage': () => import('../pages/system/inventory/InventoryPage'),
  'pages/system/inventory/SledsTab': () => import('../pages/system/inventory/SledsTab'),
  'pages/system/inventory/DisksTab': () => import('../pages/system/inventory/DisksTab'),
  'pages/system/inventory/SledPage': () => import('../pages/system/inventory/SledPage'),
  'pages/system/inventory/SledInstancesTab': () =>
    import('../pages/system/inventory/SledInstancesTab'),
  'pages/system/networking/RackNetworkingPage': () =>
    import('../pages/system/networking/RackNetworkingPage'),
  'pages/system/ip-pools/IpPoolsPage': () => import('../pages/system/ip-pools/IpPoolsPage'),
  'forms/ip-pool-create': () => import('../forms/ip-pool-create'),
  'pages/system/ip-pools/IpPoolPage': () => import('../pages/system/ip-pools/IpPoolPage'),
  'forms/ip-pool-edit': () => import('../forms/ip-pool-edit'),
  'forms/ip-range-add': () => import('../forms/ip-range-add'),
  'pages/system/subnet-pools/SubnetPoolsPage': () =>
    import('../pages/system/subnet-pools/SubnetPoolsPage'),
  'forms/subnet-pool-create': () => import('../forms/subnet-pool-create'),
  'pages/system/subnet-pools/SubnetPoolPage': () =>
    import('../pages/system/subnet-pools/SubnetPoolPage'),
  'forms/subnet-pool-edit': () => import('../forms/subnet-pool-edit'),
  'forms/subnet-pool-member-add': () => import('../forms/subnet-pool-member-add'),
  'pages/system/update/SystemUpdatePage': () => import('../pages/system/update/SystemUpdatePage'),
}
