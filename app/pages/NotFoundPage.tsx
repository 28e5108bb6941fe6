import { NotFoundScreen } from '~/components/ErrorScreen'

export default NotFoundScreen
