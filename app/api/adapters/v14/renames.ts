// Newest operations that v14 serves under another name (the newest name on the left).
export const renames = {
  ipPoolList: 'projectIpPoolList',
  ipPoolView: 'projectIpPoolView',
  systemIpPoolList: 'ipPoolList',
  systemIpPoolView: 'ipPoolView',
  systemIpPoolCreate: 'ipPoolCreate',
  systemIpPoolUpdate: 'ipPoolUpdate',
  systemIpPoolDelete: 'ipPoolDelete',
  systemIpPoolRangeList: 'ipPoolRangeList',
  systemIpPoolRangeAdd: 'ipPoolRangeAdd',
  systemIpPoolRangeRemove: 'ipPoolRangeRemove',
  systemIpPoolSiloList: 'ipPoolSiloList',
  systemIpPoolSiloLink: 'ipPoolSiloLink',
  systemIpPoolSiloUpdate: 'ipPoolSiloUpdate',
  systemIpPoolSiloUnlink: 'ipPoolSiloUnlink',
  systemIpPoolUtilizationView: 'ipPoolUtilizationView',
  networkingBgpImported: 'networkingBgpImportedRoutesIpv4',
} as const
