// Users, groups, silos, identity providers and policies in this version's terms.
import type { V14Table } from './table'

export const identity: V14Table = {}
