/** Content sets: age group (adult/pediatric) and hours group (office/after hours). */
export {
  isAdultContentSet,
  isPediatricContentSet,
  protocolTitleMarker,
  sessionHasAdultAndPediatric,
  titleWithAgeGroup,
} from './age-group.ts';
export { isAfterHoursGroup, isOfficeHoursGroup, summaryContentSetOf } from './content-set-group.ts';
