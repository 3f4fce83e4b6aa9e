-- Tiles over central Helsinki at zoom 15–17, 256 and 512 px, cycling.
local tiles = {}
for _, z in ipairs({15, 16, 17}) do
  local n = 2 ^ z
  local x0 = math.floor((24.9352 + 180) / 360 * n)
  local x1 = math.floor((24.9534 + 180) / 360 * n)
  local function y(lat)
    local r = math.rad(lat)
    return math.floor((1 - math.log(math.tan(r) + 1 / math.cos(r)) / math.pi) / 2 * n)
  end
  for x = x0, x1 do
    for yy = y(60.1791), y(60.1641) do
      table.insert(tiles, string.format("/tiles/%d/%d/%d.png", z, x, yy))
      table.insert(tiles, string.format("/tiles/%d/%d/%d@2x.png", z, x, yy))
    end
  end
end
local i = 0
request = function()
  i = i + 1
  return wrk.format("GET", tiles[i % #tiles + 1])
end
