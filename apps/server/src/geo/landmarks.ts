/**
 * Well-known UAE places for the offline place search (the gazetteer knows neighbourhoods; people
 * also search for a mall, a mosque or a tower near them). Names as the places write them in
 * English and Arabic; points from their public map entries, to about 100 m.
 */
export interface Landmark {
  name: { en: string; ar: string };
  area: { en: string; ar: string };
  city: 'dubai' | 'abuDhabi' | 'sharjah';
  lat: number;
  lng: number;
}

export const LANDMARK_CITIES = {
  dubai: { en: 'Dubai', ar: 'دبي' },
  abuDhabi: { en: 'Abu Dhabi', ar: 'أبوظبي' },
  sharjah: { en: 'Sharjah', ar: 'الشارقة' },
} as const;

const landmark = (
  en: string,
  ar: string,
  area: [string, string],
  city: Landmark['city'],
  lat: number,
  lng: number,
): Landmark => ({ name: { en, ar }, area: { en: area[0], ar: area[1] }, city, lat, lng });

const JUMEIRAH: [string, string] = ['Jumeirah', 'جميرا'];
const DOWNTOWN: [string, string] = ['Downtown Dubai', 'وسط مدينة دبي'];
const UMM_SUQEIM: [string, string] = ['Umm Suqeim', 'أم سقيم'];
const YAS: [string, string] = ['Yas Island', 'جزيرة ياس'];
const RAS_AL_AKHDAR: [string, string] = ['Al Ras Al Akhdar', 'رأس الأخضر'];
const MAJAZ: [string, string] = ['Al Majaz', 'المجاز'];

export const LANDMARKS: readonly Landmark[] = [
  landmark('Jumeirah Mosque', 'مسجد جميرا', JUMEIRAH, 'dubai', 25.234, 55.2655),
  landmark('La Mer', 'لامير', JUMEIRAH, 'dubai', 25.229, 55.253),
  landmark('Burj Khalifa', 'برج خليفة', DOWNTOWN, 'dubai', 25.1972, 55.2744),
  landmark('The Dubai Mall', 'دبي مول', DOWNTOWN, 'dubai', 25.1985, 55.2796),
  landmark(
    'Museum of the Future',
    'متحف المستقبل',
    ['Trade Centre', 'المركز التجاري'],
    'dubai',
    25.2192,
    55.282,
  ),
  landmark(
    'Dubai World Trade Centre',
    'مركز دبي التجاري العالمي',
    ['Trade Centre', 'المركز التجاري'],
    'dubai',
    25.2285,
    55.2867,
  ),
  landmark('City Walk', 'سيتي ووك', ['Al Wasl', 'الوصل'], 'dubai', 25.206, 55.263),
  landmark('Burj Al Arab', 'برج العرب', UMM_SUQEIM, 'dubai', 25.1412, 55.1853),
  landmark('Kite Beach', 'شاطئ كايت', UMM_SUQEIM, 'dubai', 25.159, 55.198),
  landmark('Mall of the Emirates', 'مول الإمارات', ['Al Barsha', 'البرشاء'], 'dubai', 25.1181, 55.2006),
  landmark('Dubai Marina Mall', 'دبي مارينا مول', ['Dubai Marina', 'دبي مارينا'], 'dubai', 25.0765, 55.1403),
  landmark('Atlantis The Palm', 'أتلانتس النخلة', ['Palm Jumeirah', 'نخلة جميرا'], 'dubai', 25.1304, 55.1171),
  landmark('Ibn Battuta Mall', 'ابن بطوطة مول', ['Jebel Ali', 'جبل علي'], 'dubai', 25.0443, 55.1173),
  landmark('Dubai Frame', 'برواز دبي', ['Zabeel', 'زعبيل'], 'dubai', 25.2354, 55.3003),
  landmark(
    'Al Fahidi Historical Neighbourhood',
    'حي الفهيدي التاريخي',
    ['Al Fahidi', 'الفهيدي'],
    'dubai',
    25.2635,
    55.2998,
  ),
  landmark('Gold Souk', 'سوق الذهب', ['Deira', 'ديرة'], 'dubai', 25.27, 55.2972),
  landmark(
    'Dubai International Airport',
    'مطار دبي الدولي',
    ['Al Garhoud', 'القرهود'],
    'dubai',
    25.2532,
    55.3657,
  ),
  landmark(
    'Dubai Festival City Mall',
    'دبي فستيفال سيتي مول',
    ['Dubai Festival City', 'دبي فستيفال سيتي'],
    'dubai',
    25.2217,
    55.3527,
  ),
  landmark('Global Village', 'القرية العالمية', ['Dubailand', 'دبي لاند'], 'dubai', 25.0697, 55.305),
  landmark(
    'Sheikh Zayed Grand Mosque',
    'جامع الشيخ زايد الكبير',
    ['Khor Al Maqta', 'خور المقطع'],
    'abuDhabi',
    24.4128,
    54.475,
  ),
  landmark(
    'Louvre Abu Dhabi',
    'متحف اللوفر أبوظبي',
    ['Saadiyat Island', 'جزيرة السعديات'],
    'abuDhabi',
    24.5337,
    54.3982,
  ),
  landmark('Emirates Palace', 'قصر الإمارات', RAS_AL_AKHDAR, 'abuDhabi', 24.4615, 54.3173),
  landmark('Qasr Al Watan', 'قصر الوطن', RAS_AL_AKHDAR, 'abuDhabi', 24.4621, 54.305),
  landmark('Yas Mall', 'ياس مول', YAS, 'abuDhabi', 24.4886, 54.6089),
  landmark('Ferrari World', 'عالم فيراري', YAS, 'abuDhabi', 24.4838, 54.6071),
  landmark(
    'The Galleria Al Maryah Island',
    'الغاليريا جزيرة الماريه',
    ['Al Maryah Island', 'جزيرة الماريه'],
    'abuDhabi',
    24.5025,
    54.3905,
  ),
  landmark('Al Noor Mosque', 'مسجد النور', MAJAZ, 'sharjah', 25.3377, 55.3919),
  landmark('Al Majaz Waterfront', 'واجهة المجاز المائية', MAJAZ, 'sharjah', 25.3246, 55.3858),
];
