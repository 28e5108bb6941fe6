// The types every part of INITIAL's table is written against.
import type { Api } from '../../__generated_versions__/2025112000.0.0/Api'
import type { AdapterTable } from '../adapter'
import type { renames } from './renames'

export type InitialMethods = Api['methods']
export type InitialTable = AdapterTable<InitialMethods, typeof renames>
