export { afterDriverAssigned, type PreviousAssignment } from './after-assignment'
