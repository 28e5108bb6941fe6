// Users, groups, silos, identity providers and policies in this version's terms.
import type { InitialTable } from './table'

export const identity: InitialTable = {}
