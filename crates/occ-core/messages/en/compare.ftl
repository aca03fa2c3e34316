### occ's messages in English, the area compare: the keys whose first word is `compare`.
### A key's first word names its file (AREAS in build/messages.rs); messages/zh/ holds the same keys with the
### same parameters, checked at build time. The conventions (keys, parameters, nouns): docs/messages.md.

## occ compare: its table

compare-col-occupancy = { report-occupancy }
compare-col-resident = Resident
compare-col-limiters = Limiters
compare-col-next-step = Next step
# The CSV's header (each flag's column is headed by the flag's name)
compare-csv-launch = launch
compare-csv-gpu = gpu
compare-csv-vendor = { gpus-col-vendor }
compare-csv-occupancy = { plan-col-occupancy }
compare-csv-resident = resident
compare-csv-per = per
compare-csv-limiters = limiters
compare-csv-next-step = next_step
compare-csv-best = { plan-mark-best }
compare-csv-error = { log-severity-error }
# Variables: $occupancy (String) - a percent message
compare-best = { $occupancy } (best)
# Variables: $error (String) - why the launch failed
compare-error = error: { $error }
# Variables: $note (String) - the note's number below the table
compare-error-note = error [{ $note }]
# Variables: $count (Number) - work-groups resident; $unit (String) - compare-unit or WGP
compare-resident = { $count } { $count ->
    [one] { -block }
   *[other] { -blocks }
}/{ $unit }
compare-unit = { plan-unit }
# Variables: $step (String) - the first step; $more (String) - how many more
compare-more-steps = { $step } (+{ $more } more in occ plan)
# Variables: $flags (String) - the flags every launch shares, as typed
compare-every-launch = Every launch: { $flags }
# Variables: $note, $launch (String) - numbers; $gpu (String) - the preset; $why (String) - the error or why nothing fits
compare-note = [{ $note }] launch { $launch } ({ $gpu }): { $why }
# Variables: $first (String) - the first launch's error
compare-all-failed = every launch failed ([1] { $first }): each one's answer above says why
