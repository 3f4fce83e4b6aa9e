-- Requests read from a file, one path per line, asked in turn; each thread
-- starts at its own line. Usage: wrk … -s benchmarks/wrk/paths.lua URL -- FILE [close]
-- With "close", every request asks for its connection to be closed after it
-- (wrk then opens a new one): no keep-alive.
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
  if args[2] == "close" then wrk.headers["Connection"] = "close" end
end

request = function()
  i = i % #paths + 1
  return wrk.format("GET", paths[i])
end
