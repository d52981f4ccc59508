-- POST /api/call-events with a new call id on every request (the reports benchmark's ingestion):
-- CALL_EVENT_BODY is the JSON body with __CALL_ID__ where the id goes; CALL_ID_PREFIX makes the
-- ids of one run differ from another's. The summary line comes from bench/wrk-report.lua.
dofile(os.getenv('WRK_REPORT_SCRIPT'))
local body = os.getenv('CALL_EVENT_BODY')
local prefix = os.getenv('CALL_ID_PREFIX')
local counter = 0
request = function()
  counter = counter + 1
  local id = string.format('%s-0000-4000-8000-%012x', prefix, counter)
  return wrk.format('POST', nil, nil, (body:gsub('__CALL_ID__', id)))
end
