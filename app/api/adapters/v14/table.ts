// The types every part of v14's table is written against.
import type { Api } from '../../__generated__/Api'
import type { AdapterTable } from '../adapter'
import type { renames } from './renames'

export type V14Methods = Api['methods']
export type V14Table = AdapterTable<V14Methods, typeof renames>
