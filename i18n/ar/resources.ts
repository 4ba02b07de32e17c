/*
 * react-admin asks for a resource name with smart_count 1 (one record) and 2 (menu, list titles),
 * 0 for an empty list and n for bulk actions. Under polyglot's Arabic rule form 0 serves 0 and every
 * count above 2, so the plural goes first, then the singular, then the plural again for 2.
 */
const named = (singular: string, plural: string): string => `${plural} |||| ${singular} |||| ${plural}`;

const common = {
  id: 'المعرّف',
  created_at: 'تاريخ الإنشاء',
  updated_at: 'تاريخ التعديل',
  deleted_at: 'تاريخ الحذف',
  q: 'بحث',
};

export default {
  users: {
    name: named('مستخدم', 'المستخدمون'),
    fields: {
      ...common,
      nom: 'اسم العائلة',
      prenom: 'الاسم الأول',
      name: 'الاسم الكامل',
      email: 'البريد الإلكتروني',
      username: 'اسم المستخدم',
      password: 'كلمة المرور',
      c_password: 'تأكيد كلمة المرور',
      role_ids: 'الأدوار',
      roles: 'الأدوار',
      permission_ids: 'صلاحيات إضافية',
      permissions: 'الصلاحيات',
      active_role: 'الدور النشط',
      code: 'الرمز',
      status: 'الحالة',
      avatar: 'الصورة الرمزية',
      introduction: 'نبذة تعريفية',
      locale: 'اللغة',
    },
    values: {
      status: { active: 'نشط', disabled: 'معطَّل' },
      locale: { fr: 'الفرنسية', en: 'الإنجليزية', ar: 'العربية' },
    },
  },
  roles: {
    name: named('دور', 'الأدوار'),
    fields: {
      ...common,
      name: 'الاسم',
      description: 'الوصف',
      parent_id: 'يرث من',
      parent: 'الدور الأصل',
      permission_ids: 'الصلاحيات',
      permissions: 'الصلاحيات',
      extra_menus: 'قوائم إضافية',
      users: 'المستخدمون',
    },
  },
  permissions: {
    name: named('صلاحية', 'الصلاحيات'),
    fields: { ...common, name: 'الاسم', table_name: 'الجدول' },
  },
  provinces: {
    name: named('إقليم', 'الأقاليم'),
    fields: { ...common, reference: 'المرجع', code: 'الرمز', name: 'الاسم' },
  },
  departments: {
    name: named('مقاطعة', 'المقاطعات'),
    fields: { ...common, name: 'الاسم', province_id: 'الإقليم', province: 'الإقليم' },
  },
  municipalities: {
    name: named('بلدية', 'البلديات'),
    fields: { ...common, name: 'الاسم', department_id: 'المقاطعة', department: 'المقاطعة' },
  },
  villages: {
    name: named('قرية', 'القرى'),
    fields: {
      ...common,
      name: 'الاسم',
      municipality_id: 'البلدية',
      municipality: 'البلدية',
      coordinates: 'الإحداثيات',
      latitude: 'خط العرض',
      longitude: 'خط الطول',
    },
  },
  diseases: {
    name: named('مرض', 'الأمراض'),
    fields: { ...common, name: 'الاسم', body: 'الوصف' },
  },
  species: {
    name: named('نوع', 'الأنواع'),
    fields: { ...common, name: 'الاسم', body: 'الوصف' },
  },
  breeds: {
    name: named('سلالة', 'السلالات'),
    fields: { ...common, name: 'الاسم', description: 'الوصف', specie_id: 'النوع', specie: 'النوع' },
  },
  registrations: {
    name: named('تسجيل', 'التسجيلات'),
    fields: {
      ...common,
      created_at: 'التاريخ',
      ref: 'المرجع',
      specie_id: 'النوع',
      specie: 'النوع',
      breed_id: 'السلالة',
      breed: 'السلالة',
      disease_ids: 'الأمراض',
      diseases: 'الأمراض',
      maleNumber: 'الذكور',
      femaleNumber: 'الإناث',
      status: 'الحالة',
      village_id: 'القرية',
      village: 'القرية',
      municipality_id: 'البلدية',
      department_id: 'المقاطعة',
      province_id: 'الإقليم',
      municipality: 'البلدية',
      department: 'المقاطعة',
      province: 'الإقليم',
      coordinates: 'الموقع',
      latitude: 'خط العرض',
      longitude: 'خط الطول',
      user_id: 'سجّله',
      user: 'سجّله',
    },
    values: {
      status: { waiting: 'قيد الانتظار', finished: 'مكتمل', canceled: 'ملغى' },
    },
  },
  audit: {
    name: 'سجل تدقيق |||| سجل التدقيق',
    fields: {
      ...common,
      created_at: 'الوقت',
      user_id: 'المستخدم',
      actor: 'المنفّذ',
      action: 'الإجراء',
      resource: 'المورد',
      record_id: 'السجل',
      ip: 'عنوان IP',
      changes: 'التغييرات',
    },
    values: {
      action: {
        create: 'إنشاء',
        update: 'تعديل',
        delete: 'نقل إلى سلة المحذوفات',
        restore: 'استعادة',
        destroy: 'حذف نهائي',
        login: 'تسجيل الدخول',
        login_failed: 'محاولة دخول فاشلة',
        logout: 'تسجيل الخروج',
        role_switch: 'تغيير الدور النشط',
        locale: 'تغيير اللغة',
        profile_update: 'تعديل الملف الشخصي',
        password_change: 'تغيير كلمة المرور',
        password_forgot: 'طلب إعادة تعيين كلمة المرور',
        password_reset: 'إعادة تعيين كلمة المرور',
        export: 'تصدير',
      },
    },
  },
};
