// The place schemas live in the domain so the web app's place fields read the same shapes.
export {
  placeSchema,
  placeSearchQuerySchema,
  placeSearchResponseSchema,
  placeTypeSchema,
  PLACE_QUERY_MAX_LENGTH,
  PLACE_SEARCH_LIMIT,
  type Place,
  type PlaceSearchQuery,
  type PlaceSearchResponse,
  type PlaceType,
} from '@ridelane/domain'
