// Roughly the world's 100 busiest passenger airports, busiest first (ACI World rankings,
// 2019–2024), then the other airports of the demo service areas. Used only to rank search
// results: the airport data says nothing about size, and 'London' should list Heathrow first.
export const busiestAirports: readonly string[] = [
  'ATL DXB DFW LHR HND DEN IST LAX ORD DEL CDG JFK LAS AMS MIA MAD CAN PVG PEK PKX ICN SIN',
  'FRA SFO SEA MCO CLT EWR PHX BKK IAH BOS BCN FCO MUC SZX CTU TFU KUL DOH JED RUH YYZ SYD',
  'MEL MEX BOM BLR HYD MAA CCU MNL CGK HKG TPE NRT KIX GRU BOG LGW MSP DTW PHL LGA FLL SLC',
  'DCA IAD BWI SAN TPA ORY ZRH VIE CPH OSL ARN DUB LIS MXP AUH CAI JNB BNE YVR YUL SGN HAN',
  'CKG KMG XIY HGH SHA XMN NKG SAW ATH BRU MAN STN GIG SCL LIM CUN PMI AYT DMK HKT CJU GMP',
  'FUK CTS IDR LCY LTN DWC',
]
  .join(' ')
  .split(' ')
