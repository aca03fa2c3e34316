### occ's messages in English, the area gpus: the keys whose first word is `gpus`.
### A key's first word names its file (AREAS in build/messages.rs); messages/zh/ holds the same keys with the
### same parameters, checked at build time. The conventions (keys, parameters, nouns): docs/messages.md.

## occ gpus: the table of presets

gpus-col-gpu = { input-gpu-label }
gpus-col-vendor = vendor
gpus-col-target = target
gpus-col-units = units
gpus-col-bandwidth = BW GB/s
gpus-col-fp32 = FP32 TF
gpus-col-matrix = Matrix TF
gpus-col-segment = segment
gpus-col-id = id
# Variables: $count (String) - the product's compute units (SMs, CUs or Xe-cores)
gpus-units = { input-gpu-units }
gpus-segment-datacenter = datacenter
gpus-segment-workstation = workstation
gpus-segment-consumer = consumer
gpus-segment-embedded = embedded
gpus-units-word = { -units }
# Variables: $nvidia, $amd, $intel (String) - each vendor's compute units in the chosen words
gpus-units-each = { $nvidia }, { $amd } or { $intel }
# Variables: $units (String) - gpus-units-each, or the one word of a vocabulary chosen for every vendor
gpus-note-columns = target: NVIDIA's compute capability, AMD's gfx target or Intel's Xe architecture; units: { $units } (one MI250X GCD, one Flex 140 GPU is one device); Matrix TF: dense FP16/BF16 on tensor (NVIDIA), matrix (AMD) or XMX (Intel) engines.
# Variables: $count (Number) - how many presets
gpus-note-unconfirmed = ? = unconfirmed (see `occ gpus --json` for every value's source). { $count } { $count ->
    [one] preset
   *[other] presets
}.
