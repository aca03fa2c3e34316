### occ 的简体中文消息：compare 区，首词为 `compare` 的键；与 messages/en/compare.ftl 同样的键、同样的参数
### （构建时逐一核对）。名词（{ -block }、{ -unit } 等）来自 terms/ 下各词汇表；名词、量词和空格的写法见
### docs/messages.md。

## occ compare：对比表

compare-col-occupancy = { report-occupancy }
compare-col-resident = 驻留
compare-col-limiters = 限制因素
compare-col-next-step = 下一步
compare-csv-launch = 启动
compare-csv-gpu = GPU
compare-csv-vendor = { gpus-col-vendor }
compare-csv-occupancy = { plan-col-occupancy }
compare-csv-resident = 驻留数
compare-csv-per = 驻留单位
compare-csv-limiters = 限制因素
compare-csv-next-step = 下一步
compare-csv-best = { plan-mark-best }
compare-csv-error = { log-severity-error }
compare-best = { $occupancy }（最佳）
compare-error = 错误：{ $error }
compare-error-note = 错误 [{ $note }]
compare-resident = 每个{ $unit } { $count } 个{ -block }
compare-unit = { plan-unit }
compare-more-steps = { $step }（另有 { $more } 步，见 occ plan）
compare-every-launch = 所有启动：{ $flags }
compare-note = [{ $note }] 启动 { $launch }（{ $gpu }）：{ $why }
compare-all-failed = 所有启动均失败（[1] { $first }）：原因见上方各自的结果
