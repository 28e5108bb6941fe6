// VPC firewall rules in this version's terms.
import type { V14Table } from './table'

export const firewall: V14Table = {}
