-- Fixes scattered over central Helsinki, a different one per request.
local i = 0
request = function()
  i = i + 1
  local lat = 60.1645 + (i * 7919 % 1000) / 1000 * 0.014
  local lng = 24.9355 + (i * 104729 % 1000) / 1000 * 0.017
  local accuracy = ({5, 10, 20, 50})[i % 4 + 1]
  return wrk.format("GET", string.format("/v1/currentPlace?lat=%.5f&lng=%.5f&accuracy=%d", lat, lng, accuracy))
end
