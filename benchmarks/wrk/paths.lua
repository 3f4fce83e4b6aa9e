-- Requests read from a file, one path per line, asked in turn; each thread
-- starts at its own line. Usage: wrk … -s benchmarks/wrk/paths.lua URL -- FILE
local threads = 0
function setup(thread)
  threads = threads + 1
  thread:set("number", threads)
end

local paths = {}
local i = 0

function init(args)
  local file = assert(io.open(args[1] or "", "r"), "paths.lua needs a file of paths after --")
  for line in file:lines() do
    if #line > 0 then paths[#paths + 1] = line end
  end
  file:close()
  assert(#paths > 0, "paths.lua: the file has no paths")
  i = ((number or 1) - 1) * 7919 % #paths
end

request = function()
  i = i % #paths + 1
  return wrk.format("GET", paths[i])
end
