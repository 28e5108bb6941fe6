import type { NetworkInterfaceRecord } from '../store/types'
import { instanceIds } from './instances'
import { vpcSubnetIds } from './vpc-networking'
import { vpcIds } from './vpcs'

// db1's primary interface: the first guest address of the default subnet
// (Nexus reserves the first five and the last address of every subnet)
export const networkInterfaces: NetworkInterfaceRecord[] = [
  {
    id: 'd8526faf-fd92-4b92-bf2e-bc5b36ebc474',
    name: 'net0',
    description: 'default primary interface for the instance',
    instance_id: instanceIds.db1,
    vpc_id: vpcIds.demoDefault,
    subnet_id: vpcSubnetIds.demoDefault,
    ip: '172.30.0.5',
    mac: 'A8:40:25:F6:3B:1E',
    primary: true,
    transit_ips: [],
    time_created: '2025-01-06T09:42:00.000Z',
    time_modified: '2025-01-06T09:42:00.000Z',
  },
]
