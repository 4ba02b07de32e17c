/**
 * Parts of village names by zone: Toubou and Gorane names in the Sahara, Chadian Arabic in the Sahel,
 * Sara and neighbouring languages in the Sudanian south, quarters in N'Djamena.
 */
import type { Zone } from './provinces';

export interface NameParts {
  prefixes: string[];
  roots: string[];
  suffixes: string[];
}

const list = (names: string): string[] => names.split(',').map((name) => name.trim());

export const VILLAGE_NAMES: Record<Zone, NameParts> = {
  saharan: {
    prefixes: ['', '', 'Ouadi', 'Bir', 'Enneri', 'Aïn', 'Gour'],
    roots: list(
      'Tébi, Yebbi, Gouroudi, Kouroudi, Oudingueur, Téguédéi, Ogui, Bini, Miski, Sherda, Kouba, Arada, Bahaï, ' +
        'Tékro, Gouroumi, Émi, Doudou, Mardingaï, Tinimi, Ehi, Kada, Oyo, Fochi, Toummo, Modra, Yoo, Ounou, ' +
        'Erdi, Kayougué, Djourab',
    ),
    suffixes: ['', '', '', ' Nord', ' Sud', ' Kébir', ' Saghaïr'],
  },
  sahelian: {
    prefixes: ['', 'Am', 'Goz', 'Hillé', 'Ferrick', 'Kouka', 'Dar', 'Haraz', 'Tiné', 'Oum', 'Bir', 'Hadjer'],
    roots: list(
      'Sidré, Djamal, Kharouba, Siréna, Dalal, Sakhanié, Nabak, Tamour, Khachab, Dagache, Zaraf, Atrone, Seït, ' +
        'Kindjiria, Nahar, Ardeb, Kalkaya, Hamra, Beïda, Mérékiné, Djoumbal, Kourkour, Leyna, Gaoui, Kourtcha, ' +
        'Toulkouni, Djadid, Matar, Habilé, Fatimé, Abakar, Mahamat, Hassane, Bakhit, Zakaria, Djerma, Kirdjo, ' +
        'Louga, Guera, Birguit',
    ),
    suffixes: ['', '', '', ' Djadid', ' Gadim', ' Nord', ' Sud', ' Kébir'],
  },
  sudanian: {
    prefixes: [''],
    roots: list(
      'Béboro, Bédjo, Kemkian, Doyaba, Bekamba, Goundi, Nangda, Bessada, Manda, Bégada, Koumogo, Daïkon, Kol, ' +
        'Ngalo, Maïbo, Dobadéné, Timbéri, Mballa, Kaba, Békoro, Dogou, Ngondong, Kaga, Doguindi, Kemdéré, Ngam, ' +
        'Djarabé, Mbassaye, Gouni, Yomi, Kourou, Tapol, Bédogo, Paoura, Mbaïnarem, Kemta, Bekao, Dilingala, ' +
        'Bénakouma, Ndila',
    ),
    suffixes: ['', '', '', ' I', ' II', ' Centre', ' Marché', ' Mission', ' Gara'],
  },
  urban: {
    prefixes: [''],
    roots: list(
      'Chagoua, Moursal, Farcha, Amriguébé, Dembé, Diguel, Gassi, Walia, Goudji, Habbena, Kabalaye, Klémat, ' +
        'Milézi, Paris-Congo, Sabangali, Toukra, Gardolé, Ambatta, Atrone, Boutalbagara, Ardep-Djoumal, Naga, ' +
        'Gozator, Repos, Dingangali, Karkandjeri, Madjorio, Ngueli, Amtoukoui, Angabo, Djougoulier, Kamnda, ' +
        'Lamadji, Abena, Zaffaye, Blabline, Ridina, Mardjandaffack, Djambal Bahr, Bololo, Ambassatna, ' +
        'Chari-Mongo, Kilwiti, Guinebor, Goudji Charafa, Machaga, Sadjeri, Kartafo, Dougouma, Gaoui Centre',
    ),
    suffixes: [''],
  },
};
