import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from '@storefront/i18n/react';
import { useState } from 'react';
import { SchematicMap, type MapMarker, type MapPoint, type MapShape, type MapView } from './schematic-map.js';

const meta = { title: 'Checkout/Schematic map' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Karak Corner's two outlets and mapped areas, as in the demo data (the circle shown at 4 km). */
const AL_MAJAZ: MapPoint = { lat: 25.3262, lng: 55.3887 };
const AL_QUSAIS: MapPoint = { lat: 25.2712, lng: 55.3795 };

function karakShapes(ar: boolean): MapShape[] {
  return [
    {
      id: 'majaz-polygon',
      label: ar ? 'المجاز والنهدة' : 'Al Majaz and Al Nahda',
      kind: 'polygon',
      polygon: [
        [
          [55.372, 25.337],
          [55.392, 25.341],
          [55.405, 25.331],
          [55.401, 25.312],
          [55.382, 25.302],
          [55.366, 25.31],
          [55.362, 25.325],
          [55.372, 25.337],
        ],
        // Al Majaz Park is cut out.
        [
          [55.3835, 25.3255],
          [55.3865, 25.3255],
          [55.3865, 25.3235],
          [55.3835, 25.3235],
          [55.3835, 25.3255],
        ],
      ],
    },
    {
      id: 'qusais-distance',
      label: ar ? 'ضمن 4 كم من القصيص' : 'Within 4 km of Al Qusais',
      kind: 'circle',
      center: AL_QUSAIS,
      radiusKm: 4,
    },
  ];
}

function karakMarkers(ar: boolean): MapMarker[] {
  return [
    { id: 'al-majaz', label: ar ? 'ركن الكرك - المجاز' : 'Karak Corner Al Majaz', point: AL_MAJAZ },
    { id: 'al-qusais', label: ar ? 'ركن الكرك - القصيص' : 'Karak Corner Al Qusais', point: AL_QUSAIS },
  ];
}

function Map({
  initial,
  pin: initialPin,
  mapped,
}: {
  initial: MapView;
  pin: MapPoint | null;
  mapped: boolean;
}) {
  const { t, i18n } = useTranslation('checkout');
  const ar = i18n.language === 'ar';
  const [view, setView] = useState(initial);
  const [pin, setPin] = useState(initialPin);
  return (
    <SchematicMap
      center={view.center}
      zoom={view.zoom}
      pin={pin}
      shapes={mapped ? karakShapes(ar) : undefined}
      markers={mapped ? karakMarkers(ar) : undefined}
      onPinChange={setPin}
      onViewChange={setView}
      label={t('map.title')}
      zoomInLabel={t('map.zoomIn')}
      zoomOutLabel={t('map.zoomOut')}
      instructions={
        ar
          ? 'انقر على الخريطة لوضع الدبوس واسحب لتحريكها. الأسهم للتحريك، و+ و- للتكبير والتصغير، وEnter لوضع الدبوس في المنتصف.'
          : 'Click the map to place the pin; drag to move it. Arrow keys move, + and - zoom, Enter places the pin in the middle.'
      }
      zoomStatus={(zoom) => (ar ? `مستوى التكبير ${zoom}` : `Zoom level ${zoom}`)}
    />
  );
}

/** Karak Corner: the POLYGON area in Sharjah and a 4 km DISTANCE area around Al Qusais, the pin inside the polygon. */
export const MappedAreas: Story = {
  render: () => (
    <Map
      initial={{ center: { lat: 25.305, lng: 55.385 }, zoom: 13 }}
      pin={{ lat: 25.332, lng: 55.397 }}
      mapped
    />
  ),
};

/** The default view: centre 23/54 at zoom 7, no pin yet; Karak Corner's areas lie to the north-east. */
export const DefaultView: Story = {
  render: () => <Map initial={{ center: { lat: 23, lng: 54 }, zoom: 7 }} pin={null} mapped />,
};
