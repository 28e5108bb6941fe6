// VPC firewall rules in this version's terms.
import type { InitialTable } from './table'

export const firewall: InitialTable = {}
