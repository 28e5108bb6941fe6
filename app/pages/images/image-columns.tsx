import { createColumnHelper } from '@tanstack/react-table'

import type { Image } from '~/api/__generated__/Api'
import { PrefetchLink } from '~/components/PrefetchLink'
import { commonColumns } from '~/table/columns'
import { formatBytes } from '~/util/format'

const col = createColumnHelper<Image>()
const common = commonColumns<Image>()

/** The columns both image lists show; the name links to the image's view. */
export const imageColumns = (viewPath: (image: string) => string) => [
  col.accessor('name', {
    header: 'Name',
    cell: (info) => (
      <PrefetchLink
        to={viewPath(info.getValue())}
        className="font-medium text-default hover:text-accent"
      >
        {info.getValue()}
      </PrefetchLink>
    ),
  }),
  common.description,
  col.accessor('os', { header: 'OS' }),
  col.accessor('version', { header: 'Version' }),
  col.accessor('size', { header: 'Size', cell: (info) => formatBytes(info.getValue()) }),
  common.created,
]
